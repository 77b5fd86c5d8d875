import type { Envelope, EventType } from "@suri/contracts";
import type { Knex } from "knex";
import type { Bus } from "./bus/port";
import type { Database } from "./db";
import { execAll, table } from "./db";
import { UnpublishableError } from "./errors";
import type { Logger } from "./log";
import { subjectOf } from "./messages";
import { observeOutboxDeadLetters, observeOutboxPending, outboxDeadLettered, recordPublished } from "./metrics";

export async function createOutboxTables(knex: Knex, schema: string): Promise<void> {
  await execAll(knex, [
    `create table ${schema}.outbox (
      position bigserial primary key,
      event_id uuid not null unique,
      subject text not null,
      envelope jsonb not null,
      created_at timestamptz not null default now(),
      claimed_until timestamptz,
      attempts integer not null default 0,
      published_at timestamptz
    )`,
    `create index outbox_unpublished on ${schema}.outbox (position) where published_at is null`,
    `create table ${schema}.processed_messages (
      consumer text not null,
      event_id uuid not null,
      processed_at timestamptz not null default now(),
      primary key (consumer, event_id)
    )`,
  ]);
}

/**
 * Rows the bus can never take are parked, not retried: `dead_lettered_at` and `last_error` say when
 * and why. Added to every service's outbox by ServiceStore.migrate (idempotent).
 */
export async function addOutboxDeadLetterColumns(knex: Knex, schema: string): Promise<void> {
  await execAll(knex, [
    `alter table ${schema}.outbox add column if not exists dead_lettered_at timestamptz`,
    `alter table ${schema}.outbox add column if not exists last_error text`,
  ]);
}

/** Record events to publish, in the same transaction as the state change that caused them. */
export async function enqueue(trx: Knex.Transaction, schema: string, envelopes: Envelope[]): Promise<void> {
  if (envelopes.length === 0) return;
  await trx(table(schema, "outbox")).insert(
    envelopes.map((e) => ({ event_id: e.id, subject: subjectOf(e.type as EventType), envelope: JSON.stringify(e) })),
  );
}

export interface RelayOptions {
  pollMs: number;
  batchSize?: number;
  /** How long a claimed row stays reserved for this relay before another may retry it. */
  claimMs?: number;
  /** Longest wait before a failed publish is tried again (the wait doubles from pollMs per attempt). */
  retryMaxMs?: number;
}

/** What a service does when one of its events is parked (e.g. fail the job it was about). */
export type DeadLetterHandler = (envelope: Envelope, reason: string) => Promise<void>;

/**
 * Publishes outbox rows to the bus. Rows are claimed with SKIP LOCKED so replicas share the work,
 * published in order, and marked published only after the bus acknowledged them (the in-process
 * bus acknowledges when every subscriber has). A crash between publish and mark republishes;
 * the JetStream message id (= event id) and idempotent consumers absorb the duplicate.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly inFlightMax = 500;
  private deadLetterHandler: DeadLetterHandler | undefined;

  constructor(
    private readonly db: Database,
    private readonly schema: string,
    private readonly bus: Bus,
    private readonly log: Logger,
    private readonly opts: RelayOptions,
  ) {}

  start(): void {
    this.stopped = false;
    const outbox = () => this.db.knex(table(this.schema, "outbox"));
    observeOutboxPending(this.schema, async () => {
      const [row] = await outbox().whereNull("published_at").whereNull("dead_lettered_at").count({ n: "*" });
      return Number(row?.n ?? 0);
    });
    observeOutboxDeadLetters(this.schema, async () => {
      const [row] = await outbox().whereNotNull("dead_lettered_at").count({ n: "*" });
      return Number(row?.n ?? 0);
    });
    this.schedule(0);
  }

  /** Called after a row is parked as a dead letter, once per row. */
  onDeadLetter(handler: DeadLetterHandler): void {
    this.deadLetterHandler = handler;
  }

  /** Run a pass now (called after a commit that enqueued events). */
  kick = (): void => {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  };

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.settle();
  }

  /**
   * Claim pending rows and start publishing them, in order, without waiting for slow subscribers
   * (the in-process bus resolves a publish only when every subscriber acknowledged). Each row is
   * marked published when its publish resolves; a failed publish is retried after a growing wait,
   * and a row the bus can never take (over its max_payload) is parked as a dead letter at once.
   */
  async drainOnce(): Promise<number> {
    let started = 0;
    for (;;) {
      const room = this.inFlightMax - this.inFlight.size;
      if (room <= 0) return started;
      const rows = await this.claim(Math.min(room, this.opts.batchSize ?? 100));
      if (rows.length === 0) return started;
      for (const row of rows) {
        const envelope = (typeof row.envelope === "string" ? JSON.parse(row.envelope) : row.envelope) as Envelope;
        const done = this.bus
          .publish(row.subject, envelope)
          .then(() => {
            recordPublished(this.schema, envelope);
            return this.markPublished(row.position);
          })
          .catch((err) => this.publishFailed(row, envelope, err))
          .finally(() => {
            this.inFlight.delete(done);
          });
        this.inFlight.add(done);
        started++;
      }
    }
  }

  private async publishFailed(row: ClaimedRow, envelope: Envelope, err: unknown) {
    const context = { subject: row.subject, eventId: envelope.id, type: envelope.type, attempts: row.attempts };
    if (err instanceof UnpublishableError) {
      this.log.error({ ...context, reason: err.message }, "outbox row can never be published; parked as a dead letter");
      await this.db
        .knex(table(this.schema, "outbox"))
        .where({ position: row.position })
        .update({ dead_lettered_at: new Date(), last_error: err.message.slice(0, 1000), claimed_until: null })
        .catch((e) => this.log.error({ err: e, ...context }, "could not park an outbox row"));
      outboxDeadLettered.inc({ schema: this.schema, type: envelope.type });
      await this.deadLetterHandler?.(envelope, err.message).catch((e) =>
        this.log.error({ err: e, ...context }, "dead-letter handler failed"),
      );
      return;
    }
    // Transient (the bus is down, a timeout): try again later, waiting longer each time; one log line, no stack.
    const waitMs = Math.min(this.opts.pollMs * 2 ** Math.min(row.attempts, 20), this.opts.retryMaxMs ?? 60_000);
    this.log.warn({ ...context, error: String(err), retryInMs: waitMs }, "outbox publish failed; will retry");
    await this.mark(row.position, { claimed_until: new Date(Date.now() + waitMs) }).catch(() => {});
  }

  /** Wait until every publish started so far has settled (tests, shutdown). */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private published: number[] = [];
  private flushing: Promise<void> | undefined;

  /** Rows acknowledged close together are marked in one UPDATE. */
  private markPublished(position: number): Promise<void> {
    this.published.push(position);
    this.flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      const batch = this.published;
      this.published = [];
      this.flushing = undefined;
      await this.db.knex(table(this.schema, "outbox")).whereIn("position", batch).update({ published_at: new Date() });
    });
    return this.flushing;
  }

  private async mark(position: number, patch: Record<string, unknown>) {
    await this.db.knex(table(this.schema, "outbox")).where({ position }).update(patch);
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.drainOnce()
        .then(() => undefined)
        .catch((err) => this.log.error({ err, schema: this.schema }, "outbox relay pass failed"))
        .finally(() => {
          this.running = undefined;
          const next = this.again ? 0 : this.opts.pollMs;
          this.again = false;
          this.schedule(next);
        });
    }, delayMs);
    this.timer.unref?.();
  }

  private async claim(limit: number): Promise<ClaimedRow[]> {
    const outbox = table(this.schema, "outbox");
    const claimMs = this.opts.claimMs ?? 30_000;
    const result = await this.db.knex.raw(
      `update ${outbox} set claimed_until = now() + (? * interval '1 millisecond'), attempts = attempts + 1
       where position in (
         select position from ${outbox}
         where published_at is null and dead_lettered_at is null and (claimed_until is null or claimed_until < now())
         order by position limit ? for update skip locked)
       returning position, subject, envelope, attempts`,
      [claimMs, limit],
    );
    const rows = (result.rows ?? result) as ClaimedRow[];
    return rows.sort((a, b) => Number(a.position) - Number(b.position));
  }
}

interface ClaimedRow {
  position: number;
  subject: string;
  envelope: unknown;
  /** Publish attempts so far, this one included. */
  attempts: number;
}
