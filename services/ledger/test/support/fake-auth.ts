import { DEFAULT_PREFERENCES } from "@suri/contracts";
import { type Runtime, serveRpc } from "@suri/kit";

/**
 * Auth's answer about an account, as the ledger asks when a free report would need a confirmed address
 * it has not heard of: every account is confirmed except those in `unverified`.
 */
export function serveFakeAuth(rt: Runtime, unverified: Set<string> = new Set()) {
  return serveRpc(
    rt.bus,
    "auth",
    {
      GetAccount: async ({ userId }: { userId: string }) => ({
        emailVerified: !unverified.has(userId),
        preferences: DEFAULT_PREFERENCES,
      }),
    } as never,
    rt.log,
  );
}
