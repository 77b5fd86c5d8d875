import type { Envelope, EventData, EventType } from "@suri/contracts";
import {
  ConcurrencyError,
  causedBy,
  type EventHandlers,
  EventStore,
  enqueue,
  type Knex,
  makeEvent,
  newId,
  type ServiceStore,
} from "@suri/kit";
import { saveBalance, saveFreeReportClaims, saveReservations, toBalanceRow } from "../balances/projection";
import {
  type AccountCommand,
  type AccountEvent,
  type AccountState,
  decide,
  evolve,
  initialState,
  type RecordedAccountEvent,
} from "./decider";

export const streamOf = (accountId: string) => `account-${accountId}`;
const CONFLICT_RETRIES_MAX = 50;

export interface CommandResult {
  events: AccountEvent[];
  state: AccountState;
}

async function load(store: EventStore, q: Knex | Knex.Transaction, accountId: string) {
  const events = await store.readStream<AccountEvent["data"]>(q, streamOf(accountId));
  const state = events.reduce(
    (s, e) => evolve(s, { type: e.type, data: e.data, occurredAt: e.occurredAt } as RecordedAccountEvent),
    initialState(),
  );
  return { state, version: events.length ? events[events.length - 1]!.version : 0 };
}

/**
 * Load the account, decide, and append with the expected version; the balance projection and the
 * outbox are written in the same transaction. A racing writer makes us reload and decide again.
 */
export async function handleAccountCommand(
  service: ServiceStore,
  command: AccountCommand,
  meta: { correlationId: string; causationId?: string | null },
  trx?: Knex.Transaction,
): Promise<CommandResult> {
  const store = new EventStore(service.schema);
  for (let attempt = 1; ; attempt++) {
    try {
      const run = async (t: Knex.Transaction) => {
        const { state, version } = await load(store, t, command.accountId);
        const events = decide(command, state);
        if (events.length === 0) return { result: { events, state }, envelopes: [] };
        const at = service.rt.now();
        const next = events.reduce((s, e) => evolve(s, { ...e, occurredAt: at.toISOString() }), state);
        const envelopes = events.map((e) => makeEvent(e.type, e.data, meta, at, newId()));
        await store.append(
          t,
          streamOf(command.accountId),
          version,
          envelopes.map((env) => ({
            id: env.id,
            type: env.type,
            data: env.data,
            occurredAt: env.occurredAt,
            correlationId: meta.correlationId,
          })),
        );
        await saveBalance(t, service.t("balances"), toBalanceRow(command.accountId, next, version + events.length));
        await saveReservations(t, service.t("reservations"), events);
        await saveFreeReportClaims(t, service.t("free_report_claims"), events);
        return { result: { events, state: next }, envelopes };
      };
      if (trx) {
        // Inside a consumer's transaction: a savepoint lets a conflict retry without losing the outer work.
        const { result, envelopes } = await trx.transaction(run);
        await enqueue(trx, service.schema, envelopes);
        return result;
      }
      return await service.commit(async (t) => {
        const { result, envelopes } = await run(t);
        return { result, events: envelopes };
      });
    } catch (e) {
      if (e instanceof ConcurrencyError && attempt < CONFLICT_RETRIES_MAX) {
        await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
        continue;
      }
      throw e;
    }
  }
}

/** The account command each of a context's events means (the events not named are not followed). */
export type CommandsOnEvents = { [T in EventType]?: (data: EventData<T>) => AccountCommand };

/**
 * The durable consumer `durable` of `context`'s events, each turned into the account command it means
 * and run in the consumer's transaction (once per event), caused by the event.
 */
export function consumeAsAccountCommands(
  service: ServiceStore,
  durable: string,
  context: string,
  commands: CommandsOnEvents,
) {
  const handlers: Record<string, (data: unknown, envelope: Envelope, trx: Knex.Transaction) => Promise<void>> = {};
  for (const [type, commandOf] of Object.entries(commands) as [string, (data: unknown) => AccountCommand][]) {
    handlers[type] = async (data, envelope, trx) => {
      await handleAccountCommand(service, commandOf(data), causedBy(envelope), trx);
    };
  }
  return service.consume({ durable, context, handlers: handlers as EventHandlers });
}

export const postReservation = (accountId: string, jobId: string): AccountCommand => ({
  type: "PostReservation",
  accountId,
  jobId,
});

export const voidReservation = (accountId: string, jobId: string, reason: string): AccountCommand => ({
  type: "VoidReservation",
  accountId,
  jobId,
  reason,
});
