import { SOCIAL_SIGN_IN_PROBLEMS } from "@suri/contracts";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod";
import { userQueryOptions } from "../api/session";
import { AuthPage } from "../features/auth/AuthPage";
import { providersQueryOptions, SocialSignInReturn } from "../features/auth/SocialSignIn";
import { safeRedirectPath } from "../lib/browser-storage";

const authSearchSchema = z.object({
  tab: z.enum(["signup", "login"]).optional().catch(undefined),
  redirect: z.string().max(2048).optional().catch(undefined),
  /** Back from Google: "done" (signed in; carry on as after any sign-in) or why not. */
  social: z
    .enum([...SOCIAL_SIGN_IN_PROBLEMS, "done"])
    .optional()
    .catch(undefined),
});

/** Sign Up (default) and Login; ?tab=login opens Login, ?redirect= is the post-login target. */
export const Route = createFileRoute("/auth")({
  validateSearch: authSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const [user] = await Promise.all([
      context.queryClient.ensureQueryData(userQueryOptions()).catch(() => null),
      // Known before the forms render: the Google button does not push them down when it appears.
      context.queryClient.ensureQueryData(providersQueryOptions()).catch(() => null),
    ]);
    if (user && search.social !== "done") throw redirect({ href: safeRedirectPath(search.redirect) ?? "/" });
  },
  component: AuthRoute,
});

function AuthRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (search.social === "done") return <SocialSignInReturn redirect={search.redirect} />;
  return (
    <AuthPage
      tab={search.tab ?? "signup"}
      redirect={search.redirect}
      onTabChange={(tab) => navigate({ search: (prev) => ({ ...prev, tab }), replace: true })}
    />
  );
}
