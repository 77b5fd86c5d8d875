import { z } from "zod";

/** Every message on the bus travels in this envelope (DESIGN §6). */
export const EnvelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  data: z.unknown(),
});
export type Envelope<T = unknown> = Omit<z.infer<typeof EnvelopeSchema>, "data"> & { data: T };

export const subjects = {
  event: (context: string, type: string) => `suri.evt.${context}.${type}`,
  eventsOf: (context: string) => `suri.evt.${context}.>`,
  allEvents: "suri.evt.>",
  rpc: (service: string, call: string) => `suri.rpc.${service}.${call}`,
  userPush: (userId: string) => `suri.push.user.${userId}`,
  allUserPushes: "suri.push.user.*",
  /** Gateway replicas tell each other a user's cached reads are stale (a write made through one of them). */
  userReadsChanged: "suri.reads.changed",
  deadLetter: (consumer: string) => `suri.dlq.${consumer}`,
} as const;

/**
 * A bounded context's entries of the event catalog: each event type with its context (the subject it is
 * published under) and the schema of its data.
 */
export function eventsOf<C extends string, S extends Record<string, z.ZodType>>(context: C, schemas: S) {
  const entries = Object.entries(schemas).map(([type, schema]) => [type, { context, schema }]);
  return Object.fromEntries(entries) as { [T in keyof S]: { context: C; schema: S[T] } };
}
