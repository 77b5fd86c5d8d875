import { type Envelope, type EventData, type EventType, eventCatalog, subjects } from "@suri/contracts";
import type { Knex } from "knex";
import type { Bus, Subscription } from "./bus/port";
import type { Database } from "./db";
import { table } from "./db";
import { PoisonMessageError } from "./errors";

export type EventHandlers = {
  [T in EventType]?: (data: EventData<T>, envelope: Envelope<EventData<T>>, trx: Knex.Transaction) => Promise<void>;
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
  afterCommit?: () => void;
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
      const handler = opts.handlers[type] as
        | ((data: unknown, envelope: Envelope, trx: Knex.Transaction) => Promise<void>)
        | undefined;
      if (!handler) return;
      const parsed = eventCatalog[type]?.schema.safeParse(envelope.data);
      if (!parsed?.success) throw new PoisonMessageError(`invalid ${type} payload`, { cause: parsed?.error });
      let ran = false;
      await opts.db.knex.transaction(async (trx) => {
        const inserted = await trx(processed)
          .insert({ consumer: opts.durable, event_id: envelope.id })
          .onConflict(["consumer", "event_id"])
          .ignore()
          .returning("event_id");
        if (inserted.length === 0) return;
        ran = true;
        await handler(parsed.data, { ...envelope, data: parsed.data }, trx);
      });
      if (ran) opts.afterCommit?.();
    },
  });
}
