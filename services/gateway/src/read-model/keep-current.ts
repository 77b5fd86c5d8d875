import { subjects } from "@suri/contracts";
import type { Runtime, Subscription } from "@suri/kit";
import type { UserReads } from "./user-reads";

/** The contexts whose events change what a user reads (the listing context's are followed by report events). */
const CONTEXTS = ["report", "ledger", "auth"] as const;

/** Told on subjects.userReadsChanged: one user's reads, or everyone's. */
type ReadsChanged = { userId: string } | { all: true };

/** The user an event is about: report and auth events name a userId, ledger events an accountId. */
function userOf(envelope: unknown): string | undefined {
  const data = (envelope as { data?: { userId?: unknown; accountId?: unknown } } | null)?.data;
  const id = data?.userId ?? data?.accountId;
  return typeof id === "string" ? id : undefined;
}

export interface UserReadsKeeper {
  /** A write made through this replica changed the user's data: dropped here at once, on the other replicas as soon as they hear. */
  changed(userId: string): void;
  /** A write changed an account this replica cannot name: every user's reads are dropped. */
  changedAll(): void;
  stop(): Promise<void>;
}

/**
 * Keeps the read model current: every event of the report, ledger and auth contexts drops its user's
 * answers (a copy of each event as it is published, no consumer of its own, so every replica sees
 * them all); replicas tell each other of the writes made through them; and when the connection to
 * the bus drops or returns, events may have been missed, so everything is dropped.
 */
export async function keepUserReadsCurrent(rt: Runtime, reads: UserReads): Promise<UserReadsKeeper> {
  const subs: Subscription[] = [];
  for (const context of CONTEXTS) {
    subs.push(
      await rt.bus.subscribeTransient(subjects.eventsOf(context), (_subject, envelope) => {
        const userId = userOf(envelope);
        if (userId) reads.invalidate(userId);
      }),
    );
  }
  subs.push(
    await rt.bus.subscribeTransient(subjects.userReadsChanged, (_subject, data) => {
      const told = data as Partial<{ userId: unknown; all: unknown }> | null;
      if (told?.all === true) reads.clear();
      else if (typeof told?.userId === "string") reads.invalidate(told.userId);
    }),
  );
  const stopGaps = rt.bus.onTransientGap(() => reads.clear());
  const tell = (message: ReadsChanged) =>
    rt.bus
      .publishTransient(subjects.userReadsChanged, message)
      .catch((err) => rt.log.warn({ err }, "could not tell other replicas a user's reads changed"));
  return {
    changed(userId) {
      reads.invalidate(userId);
      void tell({ userId });
    },
    changedAll() {
      reads.clear();
      void tell({ all: true });
    },
    async stop() {
      stopGaps();
      await Promise.allSettled(subs.map((s) => s.stop()));
    },
  };
}
