import { type Envelope, type EventData, type EventType, eventCatalog, subjects } from "@suri/contracts";
import type { Knex } from "knex";
import type { Bus, Subscription } from "./bus/port";
import type { Database } from "./db";
import { table } from "./db";
import { PoisonMessageError } from "./errors";

type InTransaction<D> = (data: D, envelope: Envelope<D>, trx: Knex.Transaction) => Promise<void>;

/**
 * Work that must not hold a database transaction open (a network fetch): `prepare` runs first,
 * outside any transaction, and may run again on redelivery; `apply` commits its outcome
 * together with the processed-message record.
 */
export interface TwoPhaseHandler<D, R> {
  prepare(data: D, envelope: Envelope<D>): Promise<R>;
  apply(data: D, envelope: Envelope<D>, trx: Knex.Transaction, prepared: R): Promise<void>;
}

export type EventHandlers = {
  // biome-ignore lint/suspicious/noExplicitAny: the prepared value's type is the handler's own business
  [T in EventType]?: InTransaction<EventData<T>> | TwoPhaseHandler<EventData<T>, any>;
};

export interface IdempotentConsumerOptions {
  bus: Bus;
  db: Database;
  /** The consuming service's schema (holds processed_messages). */
  schema: string;
  /** Durable name, e.g. "ledger-report-outcomes". */
  durable: string;
  /** Bounded context whose events this consumer reads. */
  context: string;
  handlers: EventHandlers;
  maxDeliver?: number;
  backoffMs?: number[];
  concurrency?: number;
  /** Called after a handler's transaction committed (e.g. kick the outbox relay). */
  afterCommit?: (envelope: Envelope) => void;
  /**
   * Called once when a message's effect can never be written (the database refuses what it holds),
   * before the message is dead-lettered: e.g. fail the job it was about, so it ends in seconds
   * instead of at the job timeout.
   */
  onUnwritable?: (envelope: Envelope, err: Error) => Promise<void>;
}

/**
 * A write the database refuses for what it holds (SQLSTATE class 22, data exception: invalid text,
 * an untranslatable character, a value too long for its column; 54000: a value past a limit). The
 * same write fails on every delivery, so it is not retried.
 */
export function isUnwritable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^(22[0-9A-Z]{3}|54000)$/.test(code)) return true;
  }
  return false;
}

/**
 * A durable consumer whose effect and the record of having processed the message commit in
 * one transaction: a redelivered message is acknowledged without running the effect again.
 */
export function consumeIdempotently(opts: IdempotentConsumerOptions): Promise<Subscription> {
  const processed = table(opts.schema, "processed_messages");
  return opts.bus.consume({
    durable: opts.durable,
    filterSubject: subjects.eventsOf(opts.context),
    maxDeliver: opts.maxDeliver ?? 8,
    backoffMs: opts.backoffMs ?? [200, 1000, 5000, 15000],
    concurrency: opts.concurrency ?? 16,
    handler: async ({ envelope }) => {
      const type = envelope.type as EventType;
      const handler = opts.handlers[type] as InTransaction<unknown> | TwoPhaseHandler<unknown, unknown> | undefined;
      if (!handler) return;
      const parsed = eventCatalog[type]?.schema.safeParse(envelope.data);
      if (!parsed?.success) throw new PoisonMessageError(`invalid ${type} payload`, { cause: parsed?.error });
      const typed = { ...envelope, data: parsed.data };
      let prepared: unknown;
      if (typeof handler !== "function") {
        const seen = await opts.db.knex(processed).where({ consumer: opts.durable, event_id: envelope.id }).first();
        if (seen) return;
        prepared = await handler.prepare(parsed.data, typed);
      }
      let ran = false;
      try {
        await opts.db.knex.transaction(async (trx) => {
          const inserted = await trx(processed)
            .insert({ consumer: opts.durable, event_id: envelope.id })
            .onConflict(["consumer", "event_id"])
            .ignore()
            .returning("event_id");
          if (inserted.length === 0) return;
          ran = true;
          if (typeof handler === "function") await handler(parsed.data, typed, trx);
          else await handler.apply(parsed.data, typed, trx, prepared);
        });
      } catch (err) {
        if (!isUnwritable(err)) throw err;
        await opts.onUnwritable?.(typed, err as Error);
        throw new PoisonMessageError(`${type} could not be written: ${(err as Error).message}`, { cause: err });
      }
      if (ran) opts.afterCommit?.(envelope);
    },
  });
}
