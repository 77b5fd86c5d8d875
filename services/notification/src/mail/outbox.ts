import { type Knex, newId } from "@suri/kit";
import type { MailKind } from "./messages/kinds";
import type { RenderedMail } from "./render";

export interface MailRow {
  id: string;
  user_id: string | null;
  kind: MailKind;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  job_id: string | null;
  status: "pending" | "sent" | "dropped" | "failed";
  not_before: Date | string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

export interface NewMail {
  kind: MailKind;
  to: string;
  userId: string | null;
  jobId?: string;
  mail: RenderedMail;
  at: Date;
  notBefore?: Date;
}

/**
 * The notification service's mail outbox: a mail is written in the transaction of the event that
 * caused it, and the sender delivers it later (with retries), so no mail is lost or written twice.
 */
export class MailOutbox {
  constructor(private readonly table: string) {}

  async add(trx: Knex.Transaction, m: NewMail): Promise<string> {
    const id = newId();
    await trx(this.table).insert({
      id,
      user_id: m.userId,
      kind: m.kind,
      to_address: m.to,
      subject: m.mail.subject,
      text_body: m.mail.text,
      html_body: m.mail.html,
      job_id: m.jobId ?? null,
      not_before: m.notBefore ?? m.at,
      created_at: m.at,
    });
    return id;
  }

  /** A job's end was shown on an open page: its mail, not yet sent, is not needed. */
  dropUnsentOfJob(trx: Knex.Transaction | Knex, jobId: string, userId: string): Promise<number> {
    return trx(this.table)
      .where({ job_id: jobId, user_id: userId, status: "pending" })
      .update({ status: "dropped", text_body: "", html_body: "", claimed_until: null });
  }

  /** The user deleted their account: every mail to them goes, sent or not. */
  forgetUser(trx: Knex.Transaction, userId: string): Promise<number> {
    return trx(this.table).where({ user_id: userId }).delete();
  }

  /**
   * Take up to `limit` due mails for `leaseMs` (another replica's sender skips them until then);
   * each take counts as an attempt.
   */
  async claimDue(knex: Knex, now: Date, leaseMs: number, limit: number): Promise<MailRow[]> {
    const result = await knex.raw(
      `update ${this.table} set claimed_until = ?, attempts = attempts + 1
       where id in (
         select id from ${this.table}
         where status = 'pending' and not_before <= ? and (claimed_until is null or claimed_until <= ?)
         order by not_before limit ? for update skip locked)
       returning *`,
      [new Date(now.getTime() + leaseMs), now, now, limit],
    );
    return (result.rows as MailRow[]).sort((a, b) => +new Date(a.not_before) - +new Date(b.not_before));
  }

  /** Delivered: its words (links with tokens in them) are not kept. */
  markSent(knex: Knex, id: string, at: Date, messageId: string | undefined) {
    return knex(this.table)
      .where({ id, status: "pending" })
      .update({
        status: "sent",
        sent_at: at,
        message_id: messageId ?? null,
        text_body: "",
        html_body: "",
        claimed_until: null,
        last_error: null,
      });
  }

  retryLater(knex: Knex, id: string, at: Date, error: string) {
    return knex(this.table)
      .where({ id, status: "pending" })
      .update({ not_before: at, claimed_until: null, last_error: error.slice(0, 500) });
  }

  giveUp(knex: Knex, id: string, error: string) {
    return knex(this.table)
      .where({ id, status: "pending" })
      .update({
        status: "failed",
        claimed_until: null,
        last_error: error.slice(0, 500),
        text_body: "",
        html_body: "",
      });
  }

  /** When the next pending mail may be taken (null: none waits); one taken by a sender counts from its lease's end. */
  async nextDue(knex: Knex): Promise<Date | null> {
    const result = await knex.raw(
      `select min(greatest(not_before, coalesce(claimed_until, not_before))) as at from ${this.table} where status = 'pending'`,
    );
    const at = (result.rows ?? result)[0]?.at;
    return at ? new Date(at) : null;
  }
}
