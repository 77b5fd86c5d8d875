import type { EventData, EventType } from "@suri/contracts";
import { createRuntime, makeEvent, newId, type Runtime, type System, startServices, subjectOf } from "@suri/kit";
import { baseConfig, eventually, type Mode, modeEnv, testLogger } from "@suri/testkit";
import { startNotification } from "../../src/service";

export const PUBLIC_URL = "https://suri.example";

/**
 * The notification service alone in the given mode, its clock `offsetMs` ahead of the machine's (a test
 * moves it to make a delayed mail due), sending to `smtpUrl` (or keeping mail when it is absent).
 */
export async function startNotificationAlone(mode: Mode, settings: Record<string, string>) {
  const m = await modeEnv(mode, { PUBLIC_URL, MAIL_POLL_MS: "50", ...settings });
  const rt: Runtime = await createRuntime(baseConfig(m.env), testLogger(), `notification-test-${mode}`, m.env);
  const clock = { offsetMs: 0 };
  rt.now = () => new Date(Date.now() + clock.offsetMs);
  const system: System = await startServices(rt, [startNotification]);
  const knex = rt.db.knex;
  return {
    rt,
    clock,
    publish<T extends EventType>(type: T, data: EventData<T>) {
      return rt.bus.publish(subjectOf(type), makeEvent(type, data, { correlationId: newId() }, rt.now()));
    },
    outboxOf: (where: Record<string, unknown>) => knex("notification.mail_outbox").where(where).select("*"),
    recipient: (userId: string) => knex("notification.recipients").where({ user_id: userId }).first(),
    /** The job's progress row once it reached `stage` (its mail, if any, was written in the same transaction). */
    jobAt: (jobId: string, stage: string) =>
      eventually(() => knex("notification.job_progress").where({ job_id: jobId, stage }).first()),
    async stop() {
      await system.stop();
      await m.cleanup();
    },
  };
}
export type NotificationAlone = Awaited<ReturnType<typeof startNotificationAlone>>;

/** A user the service knows: registered, with their language and report-mail choice. */
export async function knownUser(
  n: NotificationAlone,
  opts: { language?: "en" | "tl"; emailNotifications?: boolean } = {},
) {
  const userId = newId();
  const email = `u${userId.slice(0, 8)}@mail.example`;
  await n.publish("UserRegistered", { userId, email, username: `u${userId.slice(0, 8)}` });
  await n.publish("PreferencesChanged", {
    userId,
    currency: null,
    language: opts.language ?? "en",
    emailNotifications: opts.emailNotifications ?? true,
  });
  await eventually(async () => {
    const r = await n.recipient(userId);
    return r?.email === email && r.language === (opts.language ?? "en") && r;
  });
  return { userId, email };
}

/** A job of `userId` that was requested for `link`. */
export async function requestedJob(n: NotificationAlone, userId: string, link = "https://www.lamudi.com.ph/buy/x-1") {
  const jobId = newId();
  await n.publish("ReportRequested", { jobId, userId, propertyLink: link, requestedAt: n.rt.now().toISOString() });
  await n.jobAt(jobId, "queued");
  return jobId;
}
