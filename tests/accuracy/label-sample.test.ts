/**
 * The independent reading (label-sample.ts): it re-reads exactly the seeded sample, labels every field with a
 * value of its kind, and its comparison counts a disagreement where the two readings differ.
 */
import { describe, expect, it } from "vitest";
import { labelSample, readIndependentReading, sameReading, sampleAgreement } from "./label-sample";
import { FIELDS } from "./real-material";

describe("the independent reading of a seeded sample of labels", () => {
  it("re-reads exactly the 60 sampled items across the sources, each once", () => {
    const sample = labelSample().map((item) => item.id);
    const read = readIndependentReading().map((reading) => reading.id);
    expect(sample).toHaveLength(60);
    expect(new Set(sample).size).toBe(60);
    expect([...read].sort()).toEqual([...sample].sort());
    expect(new Set(labelSample().map((item) => item.source.replace(/ \((development|held out)\)$/, ""))).size).toBe(8);
  });

  it("labels every field of every item (a value, null or unclear)", () => {
    for (const reading of readIndependentReading())
      for (const field of FIELDS) expect(reading[field] === undefined, `${reading.id} ${field}`).toBe(false);
  });

  it("counts the fields either reading labelled and the ones they disagree on", () => {
    const agreement = sampleAgreement();
    expect(agreement.items).toBe(60);
    const labelled = agreement.byField.reduce((sum, entry) => sum + entry.labelled, 0);
    expect(labelled).toBeGreaterThan(300);
    expect(agreement.disagreements.length).toBe(agreement.byField.reduce((sum, entry) => sum + entry.disagree, 0));
    expect(sameReading("Parañaque", "paranaque")).toBe(true);
    expect(sameReading(29.75, 29.8)).toBe(true);
    expect(sameReading(3, "unclear")).toBe(false);
    expect(sameReading(null, "sale")).toBe(false);
  });
});
