import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { VerifyEmailPage } from "../features/auth/VerifyEmailPage";

/** The mailed confirmation link: ?token= confirms the address as the page opens. */
export const Route = createFileRoute("/verify-email")({
  validateSearch: z.object({ token: z.string().max(200).optional().catch(undefined) }),
  component: function VerifyEmailRoute() {
    return <VerifyEmailPage token={Route.useSearch().token} />;
  },
});
