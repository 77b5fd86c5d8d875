import { type Envelope, type EventType, JOB_EVENT_METRIC_LABELS } from "@suri/contracts";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * Prometheus metrics of this process (prom-client), served on METRICS_PORT by the composition
 * root. Every process counts what passes through it; Prometheus sums across pods.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[]) =>
  new Counter<Label>({ name, help, labelNames, registers });

export const httpRequests = counter(
  "suri_http_requests_total",
  "HTTP requests answered by the gateway, by route pattern and status",
  ["method", "route", "status"],
);
export const httpRequestDuration = new Histogram({
  name: "suri_http_request_duration_seconds",
  help: "Gateway HTTP response time, by route pattern",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const jobStages = counter(
  "suri_report_job_stage_total",
  "Report jobs reaching each stage (counted when the stage's event is published)",
  ["stage"],
);
export const ledgerEntries = counter(
  "suri_ledger_entries_total",
  "Ledger entries published, by kind (CreditReserved, ReservationPosted, ReservationVoided, …)",
  ["type"],
);
export const eventsPublished = counter(
  "suri_events_published_total",
  "Events published from an outbox, by event type",
  ["type"],
);
export const outboxLag = new Histogram({
  name: "suri_outbox_lag_seconds",
  help: "Time from an event's commit to the bus acknowledging its publish",
  labelNames: ["schema"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers,
});

/**
 * A gauge by service schema whose value each schema's reporter counts when Prometheus scrapes (-1 when it
 * cannot): returns how a reporter registers its count.
 */
function gaugeBySchema(name: string, help: string) {
  const sources = new Map<string, () => Promise<number>>();
  new Gauge({
    name,
    help,
    labelNames: ["schema"] as const,
    registers,
    async collect() {
      for (const [schema, count] of sources) this.set({ schema }, await count().catch(() => -1));
    },
  });
  return (schema: string, count: () => Promise<number>) => void sources.set(schema, count);
}

/** A relay reports its unpublished rows when Prometheus scrapes. */
export const observeOutboxPending = gaugeBySchema(
  "suri_outbox_pending",
  "Outbox rows committed but not yet published, by service schema",
);

export const outboxDeadLettered = counter(
  "suri_outbox_dead_letters_total",
  "Outbox rows parked because the bus can never take them (over its max_payload), by event type",
  ["schema", "type"],
);
/** A relay reports its parked rows when Prometheus scrapes. */
export const observeOutboxDeadLetters = gaugeBySchema(
  "suri_outbox_dead_letters",
  "Outbox rows parked as dead letters, by service schema (alert on any)",
);

export const consumerMessages = counter(
  "suri_consumer_messages_total",
  "Messages handled by durable consumers, by outcome (ack, retry, dead_letter)",
  ["consumer", "outcome"],
);
export const consumerRedeliveries = counter(
  "suri_consumer_redeliveries_total",
  "Deliveries that were redeliveries (JetStream delivery count above 1)",
  ["consumer"],
);

/** Count an event the outbox published: its type, its job stage, its ledger entry, its lag. */
export function recordPublished(schema: string, envelope: Envelope, now = Date.now()) {
  eventsPublished.inc({ type: envelope.type });
  const stage = JOB_EVENT_METRIC_LABELS[envelope.type as EventType];
  if (stage) jobStages.inc({ stage });
  if (schema === "ledger") ledgerEntries.inc({ type: envelope.type });
  const committed = Date.parse(envelope.occurredAt);
  if (Number.isFinite(committed)) outboxLag.observe({ schema }, Math.max(0, (now - committed) / 1000));
}

/** The text Prometheus scrapes. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
