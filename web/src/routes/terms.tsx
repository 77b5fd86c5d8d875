import { createFileRoute } from "@tanstack/react-router";
import { TermsPage } from "../features/marketing/LegalPage";

export const Route = createFileRoute("/terms")({ component: TermsPage });
