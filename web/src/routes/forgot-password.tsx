import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordPage } from "../features/auth/ForgotPasswordPage";

/** Asks for a password reset link by e-mail. */
export const Route = createFileRoute("/forgot-password")({ component: ForgotPasswordPage });
