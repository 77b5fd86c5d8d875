import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod";
import { userQueryOptions } from "../api/session";
import { AuthPage } from "../features/auth/AuthPage";
import { safeRedirectPath } from "../lib/browser-storage";

const authSearchSchema = z.object({
  tab: z.enum(["signup", "login"]).optional().catch(undefined),
  redirect: z.string().max(2048).optional().catch(undefined),
});

/** Sign Up (default) and Login; ?tab=login opens Login, ?redirect= is the post-login target. */
export const Route = createFileRoute("/auth")({
  validateSearch: authSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(userQueryOptions()).catch(() => null);
    if (user) throw redirect({ href: safeRedirectPath(search.redirect) ?? "/" });
  },
  component: AuthRoute,
});

function AuthRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuthPage
      tab={search.tab ?? "signup"}
      redirect={search.redirect}
      onTabChange={(tab) => navigate({ search: (prev) => ({ ...prev, tab }), replace: true })}
    />
  );
}
