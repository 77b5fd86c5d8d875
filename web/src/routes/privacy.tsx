import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPage } from "../features/marketing/LegalPage";

export const Route = createFileRoute("/privacy")({ component: PrivacyPage });
