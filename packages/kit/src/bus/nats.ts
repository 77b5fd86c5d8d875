import {
  AckPolicy,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
} from "@nats-io/jetstream";
import { connect, type NatsConnection } from "@nats-io/transport-node";
import { type Envelope, EnvelopeSchema, subjects } from "@suri/contracts";
import { AppError, PoisonMessageError, UnpublishableError } from "../errors";
import type { Logger } from "../log";
import { consumerMessages, consumerRedeliveries } from "../metrics";
import { type Bus, backoffFor, type ConsumerSpec, type RpcHandler, type Subscription } from "./port";

export const EVENTS_STREAM = "SURI_EVENTS";
export const DEAD_LETTER_STREAM = "SURI_DLQ";
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const encode = (v: unknown) => encoder.encode(JSON.stringify(v));
const decode = (b: Uint8Array): unknown => JSON.parse(decoder.decode(b));
const ms = (n: number) => n * 1_000_000; // nanoseconds

export interface NatsBusOptions {
  url: string;
  name: string;
  replicas: number;
  ackWaitMs: number;
  /** Isolates one system from another on a shared server (tests): prefixes subjects and stream names. */
  namespace?: string;
}

/** The RPC error reply (see rpc.ts) sent instead of an answer NATS cannot carry. */
export const RPC_ANSWER_TOO_LARGE = {
  ok: false,
  error: { code: "answer_too_large", message: "The answer is too large to send", status: 500 },
} as const;

/** NATS_URL may list several servers of one cluster, comma-separated: the client tries each. */
export function natsServers(url: string): string[] {
  return url
    .split(",")
    .map((u) => u.trim())
    .filter(Boolean);
}

/**
 * A stream created before the cluster grew (or with NATS_STREAM_REPLICAS=1) keeps its replica
 * count: raise it to the configured one at boot. Never lowers it (another process may be
 * configured higher), and a refusal (e.g. fewer servers than replicas) is logged, not fatal.
 */
export async function raiseStreamReplicas(
  jsm: JetStreamManager,
  stream: string,
  replicas: number,
  log: Logger,
): Promise<void> {
  const info = await jsm.streams.info(stream);
  const current = info.config.num_replicas ?? 1;
  if (current >= replicas) return;
  try {
    await jsm.streams.update(stream, { ...info.config, num_replicas: replicas });
    log.info({ stream, from: current, to: replicas }, "raised stream replicas");
  } catch (err) {
    log.error({ err, stream, from: current, to: replicas }, "could not raise stream replicas");
  }
}

/** Bus over NATS: JetStream for durable events, core request/reply for RPC and user pushes. */
export class NatsBus implements Bus {
  readonly kind = "nats";
  private readonly subs = new Set<Subscription>();
  private readonly gapListeners = new Set<() => void>();
  private readonly prefix: string;
  readonly eventsStream: string;
  readonly deadLetterStream: string;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly log: Logger,
    private readonly opts: NatsBusOptions,
  ) {
    this.prefix = opts.namespace ? `${opts.namespace}.` : "";
    const suffix = opts.namespace ? `_${opts.namespace.toUpperCase()}` : "";
    this.eventsStream = EVENTS_STREAM + suffix;
    this.deadLetterStream = DEAD_LETTER_STREAM + suffix;
  }

  private wire(subject: string) {
    return this.prefix + subject;
  }

  private unwire(subject: string) {
    return this.prefix && subject.startsWith(this.prefix) ? subject.slice(this.prefix.length) : subject;
  }

  static async connect(opts: NatsBusOptions, log: Logger): Promise<NatsBus> {
    const nc = await connect({
      servers: natsServers(opts.url),
      name: opts.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
    const jsm = await jetstreamManager(nc);
    const bus = new NatsBus(nc, jetstream(nc), jsm, log, opts);
    await bus.ensureStreams();
    bus.watchConnection();
    return bus;
  }

  /** Core messages sent while the connection was down are lost: transient subscribers are told. */
  private watchConnection() {
    void (async () => {
      for await (const status of this.nc.status()) {
        if (status.type !== "disconnect" && status.type !== "reconnect") continue;
        for (const listener of this.gapListeners) {
          try {
            listener();
          } catch (err) {
            this.log.warn({ err }, "transient gap listener failed");
          }
        }
      }
    })().catch((err) => this.log.warn({ err }, "connection status watch ended"));
  }

  onTransientGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  private async ensureStreams() {
    const streams = [
      { name: this.eventsStream, subjects: [this.wire(subjects.allEvents)], max_age: ms(7 * 24 * 3600 * 1000) },
      { name: this.deadLetterStream, subjects: [this.wire("suri.dlq.>")], max_age: ms(30 * 24 * 3600 * 1000) },
    ];
    for (const s of streams) {
      const config = {
        ...s,
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        num_replicas: this.opts.replicas,
        duplicate_window: ms(120_000),
      };
      try {
        await this.jsm.streams.info(s.name);
      } catch {
        try {
          await this.jsm.streams.add(config);
        } catch (err) {
          // Another process created it between our check and add.
          await this.jsm.streams.info(s.name).catch(() => {
            throw err;
          });
        }
      }
      await raiseStreamReplicas(this.jsm, s.name, this.opts.replicas, this.log);
    }
  }

  isConnected() {
    return !this.nc.isClosed();
  }

  /** The connection, for other JetStream features of this process (the object store). */
  get connection(): NatsConnection {
    return this.nc;
  }

  async publish(subject: string, envelope: Envelope): Promise<void> {
    const data = encode(envelope);
    const maxPayload = this.nc.info?.max_payload ?? Number.POSITIVE_INFINITY;
    if (data.length > maxPayload) {
      throw new UnpublishableError(
        `${envelope.type} is ${data.length} bytes, over the server's max_payload ${maxPayload}`,
      );
    }
    try {
      await this.js.publish(this.wire(subject), data, { msgID: envelope.id });
    } catch (err) {
      if ((err as { code?: unknown }).code === "MAX_PAYLOAD_EXCEEDED" || /max.?payload/i.test(String(err))) {
        throw new UnpublishableError(`${envelope.type} is over the server's max_payload`, { cause: err });
      }
      throw err;
    }
  }

  async consume(spec: ConsumerSpec): Promise<Subscription> {
    const config = {
      durable_name: spec.durable,
      filter_subject: this.wire(spec.filterSubject),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: ms(this.opts.ackWaitMs),
      max_deliver: spec.maxDeliver,
      max_ack_pending: Math.max(spec.concurrency * 4, 100),
    };
    try {
      await this.jsm.consumers.add(this.eventsStream, config);
    } catch {
      await this.jsm.consumers.update(this.eventsStream, spec.durable, config);
    }
    const consumer = await this.js.consumers.get(this.eventsStream, spec.durable);
    const messages = await consumer.consume({ max_messages: spec.concurrency * 2 });
    const inFlight = new Set<Promise<void>>();
    let free = spec.concurrency;
    let wake: (() => void) | undefined;
    const loop = (async () => {
      for await (const m of messages) {
        while (free <= 0) await new Promise<void>((r) => (wake = r));
        free--;
        const p = this.handle(spec, m).finally(() => {
          free++;
          inFlight.delete(p);
          wake?.();
          wake = undefined;
        });
        inFlight.add(p);
      }
    })();
    const sub: Subscription = {
      stop: async () => {
        await messages.close();
        await loop.catch(() => {});
        await Promise.allSettled([...inFlight]);
        this.subs.delete(sub);
      },
    };
    this.subs.add(sub);
    return sub;
  }

  private async handle(spec: ConsumerSpec, m: JsMsg): Promise<void> {
    const deliveryCount = m.info.deliveryCount;
    if (deliveryCount > 1) consumerRedeliveries.inc({ consumer: spec.durable });
    let envelope: Envelope;
    try {
      envelope = EnvelopeSchema.parse(decode(m.data)) as Envelope;
    } catch (err) {
      await this.deadLetter(spec, m, undefined, err, deliveryCount);
      return;
    }
    try {
      await spec.handler({ subject: this.unwire(m.subject), envelope, deliveryCount });
      m.ack();
      consumerMessages.inc({ consumer: spec.durable, outcome: "ack" });
    } catch (err) {
      if (err instanceof PoisonMessageError || deliveryCount >= spec.maxDeliver) {
        await this.deadLetter(spec, m, envelope, err, deliveryCount);
        return;
      }
      consumerMessages.inc({ consumer: spec.durable, outcome: "retry" });
      this.log.warn({ err, consumer: spec.durable, subject: m.subject, deliveryCount }, "handler failed; redelivering");
      m.nak(backoffFor(spec, deliveryCount));
    }
  }

  private async deadLetter(
    spec: ConsumerSpec,
    m: JsMsg,
    envelope: Envelope | undefined,
    err: unknown,
    deliveryCount: number,
  ) {
    const letter = {
      consumer: spec.durable,
      subject: m.subject,
      envelope,
      raw: envelope ? undefined : decoder.decode(m.data),
      error: String(err),
      deliveryCount,
    };
    consumerMessages.inc({ consumer: spec.durable, outcome: "dead_letter" });
    this.log.error(
      { consumer: spec.durable, subject: m.subject, eventId: envelope?.id, error: String(err) },
      "message dead-lettered",
    );
    try {
      await this.js.publish(this.wire(subjects.deadLetter(spec.durable)), encode(letter), {
        msgID: `${spec.durable}:${m.seq}`,
      });
      m.term(String(err).slice(0, 200));
    } catch (pubErr) {
      this.log.error({ err: pubErr }, "dead-letter publish failed; leaving message for redelivery");
      m.nak(backoffFor(spec, deliveryCount));
    }
  }

  async request(subject: string, data: unknown, timeoutMs: number): Promise<unknown> {
    try {
      const reply = await this.nc.request(this.wire(subject), encode(data), { timeout: timeoutMs });
      return decode(reply.data);
    } catch (err) {
      const code = (err as { code?: string }).code;
      const name = (err as Error).name;
      if (name === "NoRespondersError" || code === "503")
        throw AppError.unavailable(`no responder for ${subject}`, "no_responder");
      if (name === "TimeoutError" || code === "TIMEOUT")
        throw AppError.unavailable(`request ${subject} timed out`, "timeout");
      throw err;
    }
  }

  async respond(subject: string, queue: string, handler: RpcHandler): Promise<Subscription> {
    const inFlight = new Set<Promise<void>>();
    const nsub = this.nc.subscribe(this.wire(subject), {
      queue,
      callback: (err, msg) => {
        if (err) return;
        const p = (async () => {
          const answer = encode(await handler(decode(msg.data)));
          const maxPayload = this.nc.info?.max_payload ?? Number.POSITIVE_INFINITY;
          if (answer.length > maxPayload) {
            // The server would refuse it and the caller would wait out its timeout: answer with an error now.
            this.log.error(
              { subject, bytes: answer.length, maxPayload },
              "rpc answer larger than the server's max_payload",
            );
            msg.respond(encode(RPC_ANSWER_TOO_LARGE));
            return;
          }
          msg.respond(answer);
        })()
          .catch((e) => this.log.error({ err: e, subject }, "rpc responder crashed"))
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      },
    });
    const sub: Subscription = {
      stop: async () => {
        await nsub.drain();
        await Promise.allSettled([...inFlight]);
        this.subs.delete(sub);
      },
    };
    this.subs.add(sub);
    return sub;
  }

  async publishTransient(subject: string, data: unknown): Promise<void> {
    this.nc.publish(this.wire(subject), encode(data));
  }

  async subscribeTransient(subject: string, handler: (subject: string, data: unknown) => void): Promise<Subscription> {
    const nsub = this.nc.subscribe(this.wire(subject), {
      callback: (err, msg) => {
        if (err) return;
        try {
          handler(this.unwire(msg.subject), decode(msg.data));
        } catch (e) {
          this.log.warn({ err: e, subject }, "transient subscriber failed");
        }
      },
    });
    const sub: Subscription = {
      stop: async () => {
        nsub.unsubscribe();
        this.subs.delete(sub);
      },
    };
    this.subs.add(sub);
    return sub;
  }

  /** Stop all consumers and responders (in-flight work finishes), then drain the connection. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.subs].map((s) => s.stop()));
    if (!this.nc.isClosed()) await this.nc.drain();
  }

  /** Remove this namespace's streams (tests). */
  async destroyStreams(): Promise<void> {
    for (const name of [this.eventsStream, this.deadLetterStream]) await this.jsm.streams.delete(name).catch(() => {});
  }

  /** For tests and the dead-letter CLI. */
  get manager(): JetStreamManager {
    return this.jsm;
  }
}
