import { type Envelope, type EventData, type EventType, eventCatalog, subjects } from "@suri/contracts";
import { EventTooLargeError } from "./errors";
import { newId } from "./ids";

/**
 * The largest event envelope we make, as JSON bytes: a quarter of NATS's default max_payload (1 MiB),
 * so an event always fits with its headers, and a listing's text can never stall a job.
 */
export const EVENT_BYTES_MAX = 256 * 1024;

/** The size of an envelope on the wire. */
export const envelopeBytes = (envelope: unknown): number => Buffer.byteLength(JSON.stringify(envelope));

export interface Causation {
  correlationId: string;
  causationId?: string | null;
}

// A NUL, and half of a surrogate pair without its partner: PostgreSQL stores neither in text or jsonb.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const storableString = (s: string) => s.replace(UNSTORABLE, (c) => (c === "\u0000" ? "" : "\uFFFD"));

/**
 * `value` with every string made storable (a NUL dropped, a lone surrogate half made U+FFFD). Every
 * text is already cut on grapheme boundaries where it is made; this is the last guard, so an event a
 * database would refuse is never written, retried and refused again until its job times out.
 */
export function storable<T>(value: T): T {
  if (typeof value === "string") return storableString(value) as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableString(k), storable(v)])) as T;
  }
  return value;
}

/**
 * Build a validated event envelope; ids and time come from the caller so retries stay deterministic.
 * An envelope over EVENT_BYTES_MAX is refused here (EventTooLargeError), before any outbox holds it.
 * Its strings are made storable first (`storable`).
 */
export function makeEvent<T extends EventType>(
  type: T,
  data: EventData<T>,
  cause: Causation,
  at: Date = new Date(),
  id: string = newId(),
): Envelope<EventData<T>> {
  const parsed = storable(eventCatalog[type].schema.parse(data)) as EventData<T>;
  const envelope = {
    id,
    type,
    version: 1,
    occurredAt: at.toISOString(),
    correlationId: cause.correlationId,
    causationId: cause.causationId ?? null,
    data: parsed,
  };
  const bytes = envelopeBytes(envelope);
  if (bytes > EVENT_BYTES_MAX) throw new EventTooLargeError(type, bytes, EVENT_BYTES_MAX);
  return envelope;
}

export const subjectOf = (type: EventType): string => subjects.event(eventCatalog[type].context, type);

/** Follow-up events carry the correlation id of the message that caused them. */
export const causedBy = (envelope: Pick<Envelope, "id" | "correlationId">): Causation => ({
  correlationId: envelope.correlationId,
  causationId: envelope.id,
});
