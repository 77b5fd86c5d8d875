import { describe, expect, it } from "vitest";
import { consumerRedeliveries, metricsRegistry, observeOutboxPending, recordPublished, renderMetrics } from "./metrics";

const value = async (name: string, labels: Record<string, string>) => {
  const metric = await metricsRegistry.getSingleMetric(name)?.get();
  return metric?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))?.value ?? 0;
};
const envelope = (type: string, occurredAt = new Date().toISOString()) =>
  ({ id: crypto.randomUUID(), type, occurredAt }) as Parameters<typeof recordPublished>[1];

describe("Prometheus metrics", () => {
  it("counts published events as job stages and ledger entries, with the outbox lag", async () => {
    const before = {
      completed: await value("suri_report_job_stage_total", { stage: "completed" }),
      posted: await value("suri_ledger_entries_total", { type: "ReservationPosted" }),
    };
    recordPublished("analyzer", envelope("ReportCompleted"));
    recordPublished("ledger", envelope("ReservationPosted", new Date(Date.now() - 2000).toISOString()));
    expect(await value("suri_report_job_stage_total", { stage: "completed" })).toBe(before.completed + 1);
    expect(await value("suri_ledger_entries_total", { type: "ReservationPosted" })).toBe(before.posted + 1);
    const lag = await metricsRegistry.getSingleMetric("suri_outbox_lag_seconds")?.get();
    const ledgerSum = lag?.values.find(
      (v) => (v as { metricName?: string }).metricName?.endsWith("_sum") && v.labels.schema === "ledger",
    );
    expect(ledgerSum?.value).toBeGreaterThanOrEqual(2);
  });

  it("renders the Prometheus text format, with outbox backlog read at scrape time", async () => {
    observeOutboxPending("metrics_test", async () => 7);
    consumerRedeliveries.inc({ consumer: "metrics-test" });
    const { contentType, body } = await renderMetrics();
    expect(contentType).toContain("text/plain");
    expect(body).toContain('suri_outbox_pending{schema="metrics_test"} 7');
    expect(body).toMatch(/suri_consumer_redeliveries_total\{consumer="metrics-test"\} \d+/);
    expect(body).toContain("process_cpu_seconds_total");
  });
});
