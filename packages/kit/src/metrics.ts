import { type Envelope, type EventType, JOB_EVENT_METRIC_LABELS } from "@suri/contracts";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * Prometheus metrics of this process (prom-client), served on METRICS_PORT by the composition
 * root. Every process counts what passes through it; Prometheus sums across pods.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequests = new Counter({
  name: "suri_http_requests_total",
  help: "HTTP requests answered by the gateway, by route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  registers,
});
export const httpRequestDuration = new Histogram({
  name: "suri_http_request_duration_seconds",
  help: "Gateway HTTP response time, by route pattern",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const jobStages = new Counter({
  name: "suri_report_job_stage_total",
  help: "Report jobs reaching each stage (counted when the stage's event is published)",
  labelNames: ["stage"] as const,
  registers,
});
export const ledgerEntries = new Counter({
  name: "suri_ledger_entries_total",
  help: "Ledger entries published, by kind (CreditReserved, ReservationPosted, ReservationVoided, …)",
  labelNames: ["type"] as const,
  registers,
});
export const eventsPublished = new Counter({
  name: "suri_events_published_total",
  help: "Events published from an outbox, by event type",
  labelNames: ["type"] as const,
  registers,
});
export const outboxLag = new Histogram({
  name: "suri_outbox_lag_seconds",
  help: "Time from an event's commit to the bus acknowledging its publish",
  labelNames: ["schema"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers,
});

const pendingSources = new Map<string, () => Promise<number>>();
new Gauge({
  name: "suri_outbox_pending",
  help: "Outbox rows committed but not yet published, by service schema",
  labelNames: ["schema"] as const,
  registers,
  async collect() {
    for (const [schema, count] of pendingSources) this.set({ schema }, await count().catch(() => -1));
  },
});
/** A relay reports its unpublished rows when Prometheus scrapes. */
export function observeOutboxPending(schema: string, count: () => Promise<number>) {
  pendingSources.set(schema, count);
}

export const outboxDeadLettered = new Counter({
  name: "suri_outbox_dead_letters_total",
  help: "Outbox rows parked because the bus can never take them (over its max_payload), by event type",
  labelNames: ["schema", "type"] as const,
  registers,
});
const deadLetterSources = new Map<string, () => Promise<number>>();
new Gauge({
  name: "suri_outbox_dead_letters",
  help: "Outbox rows parked as dead letters, by service schema (alert on any)",
  labelNames: ["schema"] as const,
  registers,
  async collect() {
    for (const [schema, count] of deadLetterSources) this.set({ schema }, await count().catch(() => -1));
  },
});
/** A relay reports its parked rows when Prometheus scrapes. */
export function observeOutboxDeadLetters(schema: string, count: () => Promise<number>) {
  deadLetterSources.set(schema, count);
}

export const consumerMessages = new Counter({
  name: "suri_consumer_messages_total",
  help: "Messages handled by durable consumers, by outcome (ack, retry, dead_letter)",
  labelNames: ["consumer", "outcome"] as const,
  registers,
});
export const consumerRedeliveries = new Counter({
  name: "suri_consumer_redeliveries_total",
  help: "Deliveries that were redeliveries (JetStream delivery count above 1)",
  labelNames: ["consumer"] as const,
  registers,
});

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
