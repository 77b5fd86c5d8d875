import type { Knex, Logger } from "@suri/kit";
import type { MailOutbox, MailRow } from "./outbox";
import { MailRefused, type MailTransport } from "./transport";

export interface SenderOptions {
  retryMinMs: number;
  retryMaxMs: number;
  pollMs: number;
  giveUpMs: number;
  /** How long a taken mail is left to this replica before another may take it. */
  leaseMs?: number;
  batch?: number;
}

/** The wait before the next try after `attempts` failed ones: doubling from the least, up to the most. */
export const retryDelay = (attempts: number, minMs: number, maxMs: number) =>
  Math.min(maxMs, minMs * 2 ** Math.min(30, Math.max(0, attempts - 1)));

/**
 * Delivers due mail from the outbox: woken after a mail is written, and every `pollMs` for mail whose
 * delay ended or whose server was down. A failed delivery waits (doubling) and is tried again until
 * `giveUpMs` after it was written; a mail the server refuses for good (5xx) is given up at once.
 */
export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly knex: Knex,
    private readonly outbox: MailOutbox,
    private readonly transport: MailTransport,
    private readonly opts: SenderOptions,
    private readonly log: Logger,
    private readonly now: () => Date,
  ) {}

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  /** A mail was written: look soon (a pass under way looks again when it ends). */
  kick() {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** One pass: deliver every mail due now. Returns how many were delivered. */
  async runOnce(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const due = await this.outbox.claimDue(
        this.knex,
        this.now(),
        this.opts.leaseMs ?? 120_000,
        this.opts.batch ?? 10,
      );
      if (due.length === 0) return delivered;
      for (const mail of due) if (await this.deliver(mail)) delivered++;
    }
  }

  private async deliver(mail: MailRow): Promise<boolean> {
    try {
      const { messageId } = await this.transport.send(
        { id: mail.id, to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body },
        this.now(),
      );
      await this.outbox.markSent(this.knex, mail.id, this.now(), messageId);
      return true;
    } catch (err) {
      const error = (err as Error).message;
      const at = this.now();
      const tooOld = at.getTime() - new Date(mail.created_at).getTime() >= this.opts.giveUpMs;
      if (err instanceof MailRefused || tooOld) {
        this.log.error({ mailId: mail.id, kind: mail.kind, error }, "mail given up");
        await this.outbox.giveUp(this.knex, mail.id, error);
      } else {
        const wait = retryDelay(mail.attempts, this.opts.retryMinMs, this.opts.retryMaxMs);
        this.log.warn(
          { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, error },
          "mail not delivered; retrying",
        );
        await this.outbox.retryLater(this.knex, mail.id, new Date(at.getTime() + wait), error);
      }
      return false;
    }
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.runOnce()
        .then(() => this.untilNextDue())
        .catch((err) => {
          this.log.error({ err }, "mail sender pass failed");
          return this.opts.pollMs;
        })
        .then((next) => {
          this.running = undefined;
          const wait = this.again ? 0 : next;
          this.again = false;
          this.schedule(wait);
        });
    }, delayMs);
    this.timer.unref?.();
  }

  /** Sleep until the next pending mail is due, but never longer than pollMs (another replica may write one). */
  private async untilNextDue(): Promise<number> {
    const next = await this.outbox.nextDue(this.knex);
    if (!next) return this.opts.pollMs;
    return Math.min(this.opts.pollMs, Math.max(10, next.getTime() - this.now().getTime()));
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }
}
