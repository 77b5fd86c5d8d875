import { createFileRoute } from "@tanstack/react-router";
import { DisclaimerPage } from "../features/marketing/DisclaimerPage";

export const Route = createFileRoute("/disclaimer")({ component: DisclaimerPage });
