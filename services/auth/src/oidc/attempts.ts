import { createHash } from "node:crypto";
import { AppError, type ServiceStore } from "@suri/kit";

/** What a started sign-in keeps until the provider answers (never the state itself: only its hash). */
export interface Attempt {
  provider: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string | null;
}

interface AttemptRow {
  state_hash: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: string | null;
  expires_at: Date | string;
}

const hashState = (state: string) => createHash("sha256").update(state).digest("base64url");

export const attemptExpired = () =>
  new AppError("social_state", "This sign-in has expired or was started in another window. Please try again.", 400);

/** Sign-in attempts in auth's database: written at the start, used up by the provider's answer. */
export class Attempts {
  constructor(private readonly service: ServiceStore) {}

  private get table() {
    return this.service.t("oidc_attempts");
  }

  /** Keep a new attempt under its state until `expiresAt`; attempts already past their time go. */
  async open(state: string, attempt: Attempt, expiresAt: Date): Promise<void> {
    const knex = this.service.rt.db.knex;
    await knex(this.table).where("expires_at", "<", this.service.rt.now()).delete();
    await knex(this.table).insert({
      state_hash: hashState(state),
      provider: attempt.provider,
      nonce: attempt.nonce,
      code_verifier: attempt.codeVerifier,
      redirect_uri: attempt.redirectUri,
      return_to: attempt.returnTo,
      expires_at: expiresAt,
    });
  }

  /**
   * The attempt of `state`, removed in the same statement: a second answer with the same state (a replayed
   * callback) finds nothing. Unknown, expired or another provider's state: refused.
   */
  async consume(state: string | undefined, provider: string): Promise<Attempt> {
    if (!state || state.length > 512) throw attemptExpired();
    const [row] = (await this.service.rt.db
      .knex(this.table)
      .where({ state_hash: hashState(state) })
      .delete()
      .returning("*")) as AttemptRow[];
    if (!row || row.provider !== provider || new Date(row.expires_at) <= this.service.rt.now()) {
      throw attemptExpired();
    }
    return {
      provider: row.provider,
      nonce: row.nonce,
      codeVerifier: row.code_verifier,
      redirectUri: row.redirect_uri,
      returnTo: row.return_to,
    };
  }
}
