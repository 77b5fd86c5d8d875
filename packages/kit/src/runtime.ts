import { type Envelope, type EventData, type EventType, eventCatalog } from "@suri/contracts";
import type { Knex } from "knex";
import { InProcessBus } from "./bus/in-process";
import { NatsBus } from "./bus/nats";
import type { Bus, Subscription } from "./bus/port";
import type { BaseConfig, ServiceName } from "./config";
import { consumeIdempotently, type EventHandlers, type IdempotentConsumerOptions } from "./consumer";
import { type Database, openDatabase } from "./db";
import type { Logger } from "./log";
import { type Migration, migrate } from "./migrate";
import { createObjectStore, type ObjectStore } from "./object-store";
import { enqueue, OutboxRelay } from "./outbox";
import { createRpcClient, type RpcClient } from "./rpc";

/** What every service is given: the same shape in both modes. */
export interface Runtime {
  config: BaseConfig;
  /** The raw settings, for each service to validate its own part of them at boot. */
  env: NodeJS.ProcessEnv;
  log: Logger;
  db: Database;
  bus: Bus;
  rpc: RpcClient;
  /** Uploaded files: a folder (embedded) or the NATS object store (distributed). */
  objects: ObjectStore;
  now(): Date;
}

export interface RunningService {
  name: ServiceName | "health";
  /** Started after every service registered its consumers (nothing published before anyone listens). */
  relay?: OutboxRelay;
  subscriptions: Subscription[];
  /** Extra work on shutdown (timers, HTTP server), run before subscriptions stop. */
  stop?(): Promise<void>;
  ready?(): Promise<boolean>;
}

export type ServiceModule = (rt: Runtime) => Promise<RunningService>;

export async function createRuntime(
  config: BaseConfig,
  log: Logger,
  name: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Runtime> {
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
  });
  const bus: Bus = config.NATS_URL
    ? await NatsBus.connect(
        {
          url: config.NATS_URL,
          name,
          replicas: config.NATS_STREAM_REPLICAS,
          ackWaitMs: config.BUS_ACK_WAIT_MS,
          namespace: config.NATS_NAMESPACE,
        },
        log,
      )
    : new InProcessBus(log);
  const rpc = createRpcClient(bus, { timeoutMs: 10_000 });
  log.info({ database: db.kind, bus: bus.kind }, "runtime ready");
  const objects = createObjectStore({
    dataDir: config.DATA_DIR,
    nats: bus instanceof NatsBus ? bus.connection : undefined,
    namespace: config.NATS_NAMESPACE,
    replicas: config.NATS_STREAM_REPLICAS,
    log,
  });
  return { config, env, log, db, bus, rpc, objects, now: () => new Date() };
}

/**
 * A service's write side: its schema, its outbox relay, and a helper that commits a state change
 * together with the events it emits and then wakes the relay.
 */
export class ServiceStore {
  readonly relay: OutboxRelay;

  constructor(
    readonly rt: Runtime,
    readonly schema: string,
  ) {
    this.relay = new OutboxRelay(rt.db, schema, rt.bus, rt.log.child({ relay: schema }), {
      pollMs: rt.config.OUTBOX_POLL_MS,
    });
  }

  async migrate(migrations: Migration[]): Promise<void> {
    await migrate(this.rt.db, this.schema, migrations);
  }

  t(name: string): string {
    return `${this.schema}.${name}`;
  }

  /** Run `work` in a transaction; the events it returns are written to the outbox in the same transaction. */
  async commit<T>(work: (trx: Knex.Transaction) => Promise<{ result: T; events: Envelope[] }>): Promise<T> {
    const { result, events } = await this.rt.db.knex.transaction(async (trx) => {
      const out = await work(trx);
      await enqueue(trx, this.schema, out.events);
      return out;
    });
    if (events.length && this.rt.env.SURI_FAULT === `exit-after-commit:${this.schema}`) crashForFaultTest();
    if (events.length) this.relay.kick();
    return result;
  }

  /**
   * This service's durable consumer of one context's events, processed once each (see
   * consumeIdempotently): its bus, database and schema are the service's, and after each commit the
   * outbox relay is kicked so the events a handler wrote go out at once.
   */
  consume(opts: Omit<IdempotentConsumerOptions, "bus" | "db" | "schema">): Promise<Subscription> {
    const { afterCommit } = opts;
    return consumeIdempotently({
      ...opts,
      bus: this.rt.bus,
      db: this.rt.db,
      schema: this.schema,
      afterCommit: (envelope) => {
        this.relay.kick();
        afterCommit?.(envelope);
      },
    });
  }

  /**
   * This service's durable consumer of one event type, read from its context's stream (the context's
   * other events pass unhandled), each processed once in a transaction as `consume` does.
   */
  consumeEvent<T extends EventType>(
    durable: string,
    type: T,
    handle: (data: EventData<T>, trx: Knex.Transaction, envelope: Envelope<EventData<T>>) => Promise<unknown>,
  ): Promise<Subscription> {
    const handlers = {
      [type]: async (data: EventData<T>, envelope: Envelope<EventData<T>>, trx: Knex.Transaction) => {
        await handle(data, trx, envelope);
      },
    };
    return this.consume({ durable, context: eventCatalog[type].context, handlers: handlers as EventHandlers });
  }
}

/**
 * Fault injection for the crash tests (SURI_FAULT=exit-after-commit:<schema>): die like a SIGKILL
 * right after a commit, before its events are published or the caller answered.
 */
function crashForFaultTest(): never {
  process.kill(process.pid, "SIGKILL");
  throw new Error("unreachable");
}

export interface System {
  services: RunningService[];
  ready(): Promise<boolean>;
  stop(): Promise<void>;
}

/** Start services in two phases: register everything, then let the relays publish. */
export async function startServices(rt: Runtime, modules: ServiceModule[]): Promise<System> {
  const services: RunningService[] = [];
  for (const start of modules) services.push(await start(rt));
  for (const s of services) s.relay?.start();
  let stopping: Promise<void> | undefined;
  return {
    services,
    async ready() {
      if (!rt.bus.isConnected()) return false;
      try {
        await rt.db.knex.raw("select 1");
      } catch {
        return false;
      }
      const checks = await Promise.all(services.map((s) => s.ready?.() ?? true));
      return checks.every(Boolean);
    },
    stop() {
      stopping ??= (async () => {
        for (const s of [...services].reverse())
          await s.stop?.().catch((err) => rt.log.error({ err, service: s.name }, "stop failed"));
        await Promise.allSettled(services.flatMap((s) => s.subscriptions.map((sub) => sub.stop())));
        await Promise.allSettled(services.map((s) => s.relay?.stop()));
        await rt.bus.close();
        await rt.db.close();
      })();
      return stopping;
    },
  };
}
