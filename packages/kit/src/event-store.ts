import type { Knex } from "knex";
import { execAll, isUniqueViolation, table } from "./db";
import { ConcurrencyError } from "./errors";

export interface NewEvent {
  id: string;
  type: string;
  data: unknown;
  occurredAt: string;
  correlationId?: string;
}

export interface StoredEvent<T = unknown> {
  globalPosition: number;
  streamId: string;
  version: number;
  id: string;
  type: string;
  data: T;
  occurredAt: string;
}

/** DDL of an append-only event store; UPDATE, DELETE and TRUNCATE are refused by the database. */
export async function createEventStoreTables(knex: Knex, schema: string): Promise<void> {
  await execAll(knex, [
    `create table ${schema}.events (
      global_position bigserial primary key,
      stream_id text not null,
      version integer not null check (version > 0),
      event_id uuid not null unique,
      type text not null,
      data jsonb not null,
      correlation_id text,
      occurred_at timestamptz not null,
      recorded_at timestamptz not null default now(),
      unique (stream_id, version)
    )`,
    `create function ${schema}.refuse_event_change() returns trigger language plpgsql as $$
      begin raise exception 'events are immutable: % refused on %.events', tg_op, tg_table_schema
        using errcode = 'P0001'; end $$`,
    `create trigger events_immutable before update or delete on ${schema}.events
      for each row execute function ${schema}.refuse_event_change()`,
    `create trigger events_no_truncate before truncate on ${schema}.events
      for each statement execute function ${schema}.refuse_event_change()`,
  ]);
}

export class EventStore {
  constructor(private readonly schema: string) {}

  private get events() {
    return table(this.schema, "events");
  }

  async readStream<T = unknown>(q: Knex | Knex.Transaction, streamId: string): Promise<StoredEvent<T>[]> {
    const rows = await q(this.events).where({ stream_id: streamId }).orderBy("version", "asc");
    return rows.map(toStored<T>);
  }

  /**
   * Append after `expectedVersion` (0 = the stream must not exist yet).
   * A concurrent writer that got there first turns into a ConcurrencyError.
   */
  async append(trx: Knex.Transaction, streamId: string, expectedVersion: number, events: NewEvent[]): Promise<number> {
    if (events.length === 0) return expectedVersion;
    const rows = events.map((e, i) => ({
      stream_id: streamId,
      version: expectedVersion + i + 1,
      event_id: e.id,
      type: e.type,
      data: JSON.stringify(e.data),
      correlation_id: e.correlationId ?? null,
      occurred_at: e.occurredAt,
    }));
    try {
      await trx(this.events).insert(rows);
    } catch (e) {
      // The transaction is now aborted; the caller rolls it back and decides again.
      if (isUniqueViolation(e)) throw new ConcurrencyError(streamId, expectedVersion);
      throw e;
    }
    return expectedVersion + events.length;
  }

  /** Read every event in commit order, in pages, for projection rebuilds and audits. */
  async *readAll<T = unknown>(q: Knex, opts: { fromPosition?: number; pageSize?: number } = {}) {
    let position = opts.fromPosition ?? 0;
    const pageSize = opts.pageSize ?? 1000;
    for (;;) {
      const rows = await q(this.events)
        .where("global_position", ">", position)
        .orderBy("global_position")
        .limit(pageSize);
      if (rows.length === 0) return;
      for (const row of rows) yield toStored<T>(row);
      position = Number(rows[rows.length - 1].global_position);
    }
  }
}

function toStored<T>(row: Record<string, unknown>): StoredEvent<T> {
  return {
    globalPosition: Number(row.global_position),
    streamId: String(row.stream_id),
    version: Number(row.version),
    id: String(row.event_id),
    type: String(row.type),
    data: (typeof row.data === "string" ? JSON.parse(row.data) : row.data) as T,
    occurredAt: row.occurred_at instanceof Date ? row.occurred_at.toISOString() : String(row.occurred_at),
  };
}
