import type { Knex, Logger } from "@suri/kit";
import { isMailable } from "../recipients/store";
import type { MailFacts, MailKind, MailLanguage } from "./messages/kinds";
import type { MailOutbox } from "./outbox";
import { renderMail } from "./render";

export interface MailTo {
  userId: string | null;
  email: string;
  language: MailLanguage;
}

/**
 * Writes mails into the outbox, inside the caller's transaction, with every link absolute to the
 * site's public address. The sender is woken once the transaction committed (`written`).
 */
export class Mailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly publicUrl: string,
    private readonly log: Logger,
    readonly written: () => void,
  ) {}

  /** An absolute link to a page of the site; `query` values are encoded. */
  link(pathname: string, query: Record<string, string> = {}): string {
    const url = new URL(pathname, `${this.publicUrl}/`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url.toString();
  }

  async write<K extends MailKind>(
    trx: Knex.Transaction,
    kind: K,
    to: MailTo,
    facts: MailFacts[K],
    opts: { at: Date; notBefore?: Date; jobId?: string },
  ): Promise<boolean> {
    if (!isMailable(to.email)) {
      this.log.warn({ kind, userId: to.userId }, "mail not written: the address is not a single plain address");
      return false;
    }
    const mail = renderMail(kind, to.language, facts, this.link("/account"));
    await this.outbox.add(trx, {
      kind,
      to: to.email,
      userId: to.userId,
      jobId: opts.jobId,
      mail,
      at: opts.at,
      notBefore: opts.notBefore,
    });
    return true;
  }
}
