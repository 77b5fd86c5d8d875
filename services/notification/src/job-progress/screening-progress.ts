import { type ScreeningProgressMessage, ScreeningProgressMessageSchema, subjects } from "@suri/contracts";
import type { ServiceStore } from "@suri/kit";

/**
 * Issue 27: a screening's progress pushed to its user's sockets as it moves on (queued, each listing
 * valued, completed or failed). Transient, like a job's: the page reads the screening again on each push
 * and polls when the socket is down.
 */
export function pushScreeningProgress(service: ServiceStore) {
  const { rt } = service;
  const toSend = new Map<string, { userId: string; message: ScreeningProgressMessage }>();
  const keep = (id: string, userId: string, message: Omit<ScreeningProgressMessage, "type">) => {
    toSend.set(id, {
      userId,
      message: ScreeningProgressMessageSchema.parse({ type: "screening.progress", ...message }),
    });
  };
  return service.consume({
    durable: "notification-screening-events",
    context: "screening",
    handlers: {
      ScreeningRequested: async (d, e) =>
        keep(e.id, d.userId, { screeningId: d.screeningId, status: "queued", done: 0, total: 0 }),
      ScreeningAdvanced: async (d, e) =>
        keep(e.id, d.userId, { screeningId: d.screeningId, status: d.stage, done: d.done, total: d.total }),
      ScreeningCompleted: async (d, e) =>
        keep(e.id, d.userId, { screeningId: d.screeningId, status: "completed", done: d.total, total: d.total }),
      ScreeningFailed: async (d, e) =>
        keep(e.id, d.userId, { screeningId: d.screeningId, status: "failed", done: 0, total: 0 }),
    },
    afterCommit: (envelope) => {
      const push = toSend.get(envelope.id);
      toSend.delete(envelope.id);
      if (push) void rt.bus.publishTransient(subjects.userPush(push.userId), push.message);
    },
  });
}
