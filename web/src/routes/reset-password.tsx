import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ResetPasswordPage } from "../features/auth/ResetPasswordPage";

/** The mailed reset link: ?token= carries the single-use token (checked by the server). */
export const Route = createFileRoute("/reset-password")({
  validateSearch: z.object({ token: z.string().max(200).optional().catch(undefined) }),
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={Route.useSearch().token} />;
  },
});
