import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { evaluateThresholds, loadScript, parseDuration, select } from "../src/engine";
import type { Sample } from "../src/k6/state";

const here = path.dirname(fileURLToPath(import.meta.url));
const sample = (metric: string, value: number, tags: Record<string, string> = {}): Sample => ({ metric, value, tags });

describe("the Node runner for k6 scripts", () => {
  it("reads k6 durations", () => {
    expect(parseDuration("1m30s")).toBe(90_000);
    expect(parseDuration("250ms")).toBe(250);
    expect(parseDuration(undefined, 30_000)).toBe(30_000);
  });

  it("selects samples by metric and tags and evaluates k6 threshold expressions", () => {
    const samples = [
      ...Array.from({ length: 100 }, (_, i) => sample("http_req_duration", i + 1, { scenario: "reads" })),
      sample("http_req_duration", 5000, { scenario: "reports" }),
      ...Array.from({ length: 200 }, (_, i) => sample("http_req_failed", i === 0 ? 1 : 0)),
    ];
    expect(select(samples, "http_req_duration{scenario:reads}").values).toHaveLength(100);
    const results = evaluateThresholds(samples, {
      "http_req_duration{scenario:reads}": ["p(95)<96", "max<=100"],
      http_req_failed: ["rate<0.01"],
      "http_req_duration{scenario:reports}": [{ threshold: "p(95)<1000" }],
    });
    expect(results.map((r) => [r.key, r.expression, r.ok])).toEqual([
      ["http_req_duration{scenario:reads}", "p(95)<96", true],
      ["http_req_duration{scenario:reads}", "max<=100", true],
      ["http_req_failed", "rate<0.01", true],
      ["http_req_duration{scenario:reports}", "p(95)<1000", false],
    ]);
  });

  it("loads the operators' k6 script unchanged, with its scenarios and thresholds", async () => {
    const script = await loadScript(path.join(here, "../suri.k6.js"), { REPORT_RATE: "25", DURATION: "30s" });
    expect(Object.keys(script.options.scenarios).sort()).toEqual(["progress", "reads", "reports"]);
    expect(script.options.scenarios.reports).toMatchObject({ executor: "constant-arrival-rate", rate: 25 });
    expect(script.options.thresholds?.http_req_failed).toEqual(["rate<0.01"]);
    for (const fn of ["setup", "reportFlow", "authenticatedReads", "wsProgress"])
      expect(typeof script[fn]).toBe("function");
  });
});
