import type { Knex } from "@suri/kit";
import type { MailLanguage } from "../mail/messages/kinds";

export interface Recipient {
  user_id: string;
  email: string | null;
  email_verified: boolean;
  language: MailLanguage;
  email_notifications: boolean;
}

/** A single plain address; anything that could name a second recipient or a header is not mailed. */
const SINGLE_ADDRESS = /^[^\s@,;:<>()"'\\[\]]+@[^\s@,;:<>()"'\\[\]]+\.[^\s@,;:<>()"'\\[\]]+$/;
export const isMailable = (email: string) => email.length <= 254 && SINGLE_ADDRESS.test(email);

/**
 * Who gets mail: each user's address, language and whether report mails are on, from auth's events.
 * Events may arrive in any order, so each one sets only its own columns.
 */
export class Recipients {
  constructor(
    private readonly table: string,
    private readonly forgottenTable: string,
  ) {}

  async isForgotten(trx: Knex.Transaction, userId: string): Promise<boolean> {
    return Boolean(await trx(this.forgottenTable).where({ user_id: userId }).first());
  }

  get(trx: Knex.Transaction, userId: string): Promise<Recipient | undefined> {
    return trx(this.table).where({ user_id: userId }).first();
  }

  private upsert(trx: Knex.Transaction, userId: string, at: Date, values: Record<string, unknown>) {
    return trx(this.table)
      .insert({ user_id: userId, updated_at: at, ...values })
      .onConflict("user_id")
      .merge([...Object.keys(values), "updated_at"]);
  }

  registered(trx: Knex.Transaction, userId: string, email: string, at: Date) {
    return this.upsert(trx, userId, at, { email });
  }

  verified(trx: Knex.Transaction, userId: string, email: string, at: Date) {
    return this.upsert(trx, userId, at, { email, email_verified: true });
  }

  preferences(
    trx: Knex.Transaction,
    userId: string,
    p: { language: MailLanguage; emailNotifications: boolean },
    at: Date,
  ) {
    return this.upsert(trx, userId, at, {
      language: p.language,
      email_notifications: p.emailNotifications,
      preferences_set: true,
    });
  }

  /** The language the user signed up in, until they choose one in their preferences. */
  async signUpLanguage(trx: Knex.Transaction, userId: string, language: MailLanguage, at: Date) {
    await trx(this.table).insert({ user_id: userId, language, updated_at: at }).onConflict("user_id").ignore();
    await trx(this.table).where({ user_id: userId, preferences_set: false }).update({ language, updated_at: at });
  }

  /** The account was deleted: nothing about the user is kept, and a late event of theirs records nothing. */
  async forget(trx: Knex.Transaction, userId: string, at: Date) {
    await trx(this.table).where({ user_id: userId }).delete();
    await trx(this.forgottenTable).insert({ user_id: userId, forgotten_at: at }).onConflict("user_id").ignore();
  }
}
