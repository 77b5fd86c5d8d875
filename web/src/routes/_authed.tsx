import { createFileRoute, redirect } from "@tanstack/react-router";
import { userQueryOptions } from "../api/session";
import { AuthCheckPending } from "../features/layout/AuthCheckPending";
import { authRedirectUrl } from "../lib/browser-storage";

/** Pages that need a signed-in user; a visitor goes to /auth and comes back afterwards (SPEC §2). */
export const Route = createFileRoute("/_authed")({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(userQueryOptions());
    if (!user) {
      authRedirectUrl.set(location.href);
      throw redirect({ to: "/auth", search: { redirect: location.href } });
    }
    return { user };
  },
  pendingComponent: AuthPending,
  errorComponent: AuthFailed,
});

function AuthPending() {
  return <AuthCheckPending />;
}

function AuthFailed() {
  return <AuthCheckPending failed />;
}
