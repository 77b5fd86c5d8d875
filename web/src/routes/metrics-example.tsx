import { createFileRoute } from "@tanstack/react-router";
import { MetricsExamplePage } from "../features/report/MetricsExamplePage";

/** SPEC §2 metrics example: sample metric cards, labelled as samples. */
export const Route = createFileRoute("/metrics-example")({ component: MetricsExamplePage });
