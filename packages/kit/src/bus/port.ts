import type { Envelope } from "@suri/contracts";

export interface DeliveredMessage {
  subject: string;
  envelope: Envelope;
  /** 1 on first delivery. */
  deliveryCount: number;
}

export interface ConsumerSpec {
  /** Durable name, unique per (service, purpose); replicas of a service share it. */
  durable: string;
  /** One subject filter (NATS wildcards allowed). */
  filterSubject: string;
  /** Deliveries before the message is dead-lettered. */
  maxDeliver: number;
  /** Delay before redelivery after the n-th failure; the last entry repeats. */
  backoffMs: number[];
  /** Messages processed at once by this process. */
  concurrency: number;
  /**
   * Resolve = ack. Throw = nak with backoff (or dead letter after maxDeliver).
   * Throw PoisonMessageError = dead letter at once.
   */
  handler(message: DeliveredMessage): Promise<void>;
}

export interface Subscription {
  /** Stop taking new messages and wait for in-flight ones. */
  stop(): Promise<void>;
}

export type RpcHandler = (data: unknown) => Promise<unknown>;

export interface DeadLetter {
  consumer: string;
  subject: string;
  envelope: Envelope;
  error: string;
  deliveryCount: number;
}

/**
 * The message bus, as domain-agnostic transport. Two adapters implement it: NATS JetStream
 * (distributed) and in-process (embedded). Durable publish/consume carry events; request/respond
 * carry RPC; transient publish/subscribe carry user pushes that polling can recover.
 */
export interface Bus {
  readonly kind: "nats" | "in-process";
  publish(subject: string, envelope: Envelope): Promise<void>;
  consume(spec: ConsumerSpec): Promise<Subscription>;
  request(subject: string, data: unknown, timeoutMs: number): Promise<unknown>;
  respond(subject: string, queue: string, handler: RpcHandler): Promise<Subscription>;
  publishTransient(subject: string, data: unknown): Promise<void>;
  /**
   * At-most-once delivery of what is published on matching subjects from now on: transient messages,
   * and a copy of every durable event (as a core NATS subscription sees JetStream's subjects) for
   * caches that follow the event stream without a consumer of their own.
   */
  subscribeTransient(subject: string, handler: (subject: string, data: unknown) => void): Promise<Subscription>;
  /**
   * Calls `listener` whenever transient messages may have been missed (the connection to NATS dropped
   * or came back): whatever a subscriber kept from them may be stale. Returns a function that stops it.
   */
  onTransientGap(listener: () => void): () => void;
  /** Health: is the transport connected? */
  isConnected(): boolean;
  close(): Promise<void>;
}

/** NATS subject matching: `*` one token, `>` the rest. */
export function subjectMatches(filter: string, subject: string): boolean {
  const f = filter.split(".");
  const s = subject.split(".");
  for (let i = 0; i < f.length; i++) {
    if (f[i] === ">") return s.length > i;
    if (i >= s.length) return false;
    if (f[i] !== "*" && f[i] !== s[i]) return false;
  }
  return f.length === s.length;
}

export const backoffFor = (spec: Pick<ConsumerSpec, "backoffMs">, failedDeliveries: number): number =>
  spec.backoffMs[Math.min(failedDeliveries - 1, spec.backoffMs.length - 1)] ?? 1000;
