import { type Envelope, type EventData, type EventType, eventCatalog, subjects } from "@suri/contracts";
import { newId } from "./ids";

export interface Causation {
  correlationId: string;
  causationId?: string | null;
}

/** Build a validated event envelope; ids and time come from the caller so retries stay deterministic. */
export function makeEvent<T extends EventType>(
  type: T,
  data: EventData<T>,
  cause: Causation,
  at: Date = new Date(),
  id: string = newId(),
): Envelope<EventData<T>> {
  const parsed = eventCatalog[type].schema.parse(data) as EventData<T>;
  return {
    id,
    type,
    version: 1,
    occurredAt: at.toISOString(),
    correlationId: cause.correlationId,
    causationId: cause.causationId ?? null,
    data: parsed,
  };
}

export const subjectOf = (type: EventType): string => subjects.event(eventCatalog[type].context, type);

/** Follow-up events carry the correlation id of the message that caused them. */
export const causedBy = (envelope: Pick<Envelope, "id" | "correlationId">): Causation => ({
  correlationId: envelope.correlationId,
  causationId: envelope.id,
});
