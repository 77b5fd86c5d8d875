import type { Envelope } from "@suri/contracts";
import { AppError, PoisonMessageError, UnpublishableError } from "../errors";
import type { Logger } from "../log";
import {
  type Bus,
  backoffFor,
  type ConsumerSpec,
  type DeadLetter,
  type RpcHandler,
  type Subscription,
  subjectMatches,
} from "./port";

/** NATS's default max_payload. */
export const IN_PROCESS_MAX_PAYLOAD_BYTES = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Messages cross the in-process bus as JSON, exactly as they would cross the wire. */
const wire = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

class Semaphore {
  private waiting: (() => void)[] = [];
  constructor(private free: number) {}
  async acquire() {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((r) => this.waiting.push(r));
  }
  release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

interface Consumer {
  spec: ConsumerSpec;
  limit: Semaphore;
  inFlight: Set<Promise<void>>;
  stopped: boolean;
}

/**
 * Bus for the embedded mode: everything in one process. `publish` resolves only when every
 * durable consumer whose filter matches has acknowledged (or dead-lettered) the message, so the
 * outbox keeps a row until its delivery is complete — nothing is lost on a crash.
 */
export class InProcessBus implements Bus {
  readonly kind = "in-process";
  readonly deadLetters: DeadLetter[] = [];
  private readonly consumers = new Map<string, Consumer>();
  private readonly responders = new Map<string, RpcHandler>();
  private readonly transient = new Set<{ filter: string; handler: (subject: string, data: unknown) => void }>();
  private closed = false;

  /** maxPayloadBytes: the largest message, as NATS's default max_payload, so both modes refuse the same. */
  constructor(
    private readonly log: Logger,
    private readonly maxPayloadBytes = IN_PROCESS_MAX_PAYLOAD_BYTES,
  ) {}

  isConnected() {
    return !this.closed;
  }

  async publish(subject: string, envelope: Envelope): Promise<void> {
    if (this.closed) throw new Error("bus closed");
    const bytes = Buffer.byteLength(JSON.stringify(envelope));
    if (bytes > this.maxPayloadBytes) {
      throw new UnpublishableError(
        `${envelope.type} is ${bytes} bytes, over the bus's max_payload ${this.maxPayloadBytes}`,
      );
    }
    // Core subscribers see a durable event as it is published, before any consumer has it (as on NATS).
    if (this.transient.size) this.deliverTransient(subject, envelope);
    const targets = [...this.consumers.values()].filter(
      (c) => !c.stopped && subjectMatches(c.spec.filterSubject, subject),
    );
    await Promise.all(targets.map((c) => this.deliver(c, subject, wire(envelope))));
  }

  private deliver(consumer: Consumer, subject: string, envelope: Envelope): Promise<void> {
    const run = (async () => {
      const { spec } = consumer;
      for (let deliveryCount = 1; ; deliveryCount++) {
        await consumer.limit.acquire();
        try {
          await spec.handler({ subject, envelope, deliveryCount });
          return;
        } catch (err) {
          const poison = err instanceof PoisonMessageError;
          if (poison || deliveryCount >= spec.maxDeliver || consumer.stopped) {
            this.deadLetter({ consumer: spec.durable, subject, envelope, error: String(err), deliveryCount });
            return;
          }
          this.log.warn({ err, consumer: spec.durable, subject, deliveryCount }, "handler failed; redelivering");
        } finally {
          consumer.limit.release();
        }
        await sleep(backoffFor(spec, deliveryCount));
      }
    })();
    consumer.inFlight.add(run);
    run.finally(() => consumer.inFlight.delete(run));
    return run;
  }

  private deadLetter(letter: DeadLetter) {
    this.deadLetters.push(letter);
    this.log.error(
      { consumer: letter.consumer, subject: letter.subject, eventId: letter.envelope.id, error: letter.error },
      "message dead-lettered",
    );
  }

  async consume(spec: ConsumerSpec): Promise<Subscription> {
    if (this.consumers.has(spec.durable)) throw new Error(`consumer ${spec.durable} already registered`);
    const consumer: Consumer = { spec, limit: new Semaphore(spec.concurrency), inFlight: new Set(), stopped: false };
    this.consumers.set(spec.durable, consumer);
    return {
      stop: async () => {
        consumer.stopped = true;
        await Promise.allSettled([...consumer.inFlight]);
        this.consumers.delete(spec.durable);
      },
    };
  }

  async request(subject: string, data: unknown, timeoutMs: number): Promise<unknown> {
    const handler = this.responders.get(subject);
    if (!handler) throw AppError.unavailable(`no responder for ${subject}`, "no_responder");
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(AppError.unavailable(`request ${subject} timed out`, "timeout")), timeoutMs);
    });
    try {
      return wire(await Promise.race([handler(wire(data)), timeout]));
    } finally {
      clearTimeout(timer);
    }
  }

  async respond(subject: string, _queue: string, handler: RpcHandler): Promise<Subscription> {
    this.responders.set(subject, handler);
    return { stop: async () => void this.responders.delete(subject) };
  }

  async publishTransient(subject: string, data: unknown): Promise<void> {
    this.deliverTransient(subject, data);
  }

  private deliverTransient(subject: string, data: unknown) {
    for (const s of this.transient) {
      if (!subjectMatches(s.filter, subject)) continue;
      try {
        s.handler(subject, wire(data));
      } catch (err) {
        this.log.warn({ err, subject }, "transient subscriber failed");
      }
    }
  }

  async subscribeTransient(filter: string, handler: (subject: string, data: unknown) => void): Promise<Subscription> {
    const entry = { filter, handler };
    this.transient.add(entry);
    return { stop: async () => void this.transient.delete(entry) };
  }

  /** Nothing is ever missed in one process. */
  onTransientGap(_listener: () => void): () => void {
    return () => {};
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.consumers.values()].flatMap((c) => [...c.inFlight]));
  }
}
