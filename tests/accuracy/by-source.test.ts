/**
 * The sources beyond Lamudi: their label files keep their shape (every line names a real row and labels
 * every field with a value of the right kind), the per-source table is computed for each source, and
 * each source keeps a floor a little under today's figure (as real-material.test.ts does for Lamudi;
 * raise the floors as the reading improves, never lower them to let a change through).
 */
import { describe, expect, it } from "vitest";
import { LAMUDI_SECOND_READING, labelAgreement, sourceTable, WRITTEN_AGAINST, worstHeldOut } from "./by-source";
import { FIELDS, labelledTexts, percent, scorePages, scoreTexts } from "./real-material";
import { BSP_SOURCE, readSourceLabels, SECOND_READING_DIR, SOURCE_LABELS_DIR, SOURCES, sourceTexts } from "./sources";

const TYPES = ["condo", "house_and_lot", "townhouse", "lot", "commercial"];
const FILES = [...SOURCES.map((source) => source.file), "bsp-records.jsonl"];

describe("the label files of the other sources", () => {
  it.each(FILES)("%s labels every field with a value of its kind, once per row", (file) => {
    const labels = readSourceLabels(SOURCE_LABELS_DIR, file);
    expect(labels.length).toBeGreaterThan(0);
    const keys = labels.map((label) => String(label.row ?? label.id));
    expect(new Set(keys).size).toBe(keys.length);
    for (const label of labels) {
      const where = `${file} ${label.row ?? label.id}`;
      for (const field of FIELDS) {
        const value = label[field];
        expect(value === undefined, `${where} ${field} missing`).toBe(false);
        if (value === null || value === "unclear") continue;
        if (["price", "floorAreaSqm", "lotAreaSqm", "bedrooms", "bathrooms"].includes(field))
          expect(typeof value === "number" && value >= 0, `${where} ${field}`).toBe(true);
        else if (field === "type") expect(TYPES, where).toContain(value);
        else if (field === "offer") expect(["sale", "rent"], where).toContain(value);
        else expect(typeof value === "string" && value.length > 0, `${where} ${field}`).toBe(true);
      }
    }
  });

  it("every label names the row it means (title or record checked against the data)", () => {
    const texts = sourceTexts();
    const labelled = FILES.reduce((sum, file) => sum + readSourceLabels(SOURCE_LABELS_DIR, file).length, 0);
    expect(texts.length).toBe(labelled);
    expect(texts.every((item) => item.text.length > 0)).toBe(true);
  });

  it("keeps a second reading of about a tenth of each source, naming rows the first reading labels", () => {
    const agreements = labelAgreement();
    expect(agreements.map((entry) => entry.source).sort()).toEqual(
      [LAMUDI_SECOND_READING.name, ...SOURCES.map((source) => source.name), BSP_SOURCE].sort(),
    );
    for (const entry of agreements) {
      const first =
        entry.file === LAMUDI_SECOND_READING.file
          ? labelledTexts().length
          : readSourceLabels(SOURCE_LABELS_DIR, entry.file).length;
      const second = readSourceLabels(SECOND_READING_DIR, entry.file).length;
      expect(entry.items, entry.source).toBe(second);
      expect(second, entry.source).toBeGreaterThanOrEqual(Math.min(first, Math.floor(first / 10)));
    }
  });
});

describe("accuracy by source", () => {
  const scored = [...scoreTexts(labelledTexts()), ...scorePages().scored, ...scoreTexts(sourceTexts())];
  const rows = sourceTable(scored);

  it("computes a row for every source, the Lamudi development rows the only one written against", () => {
    expect(rows.map((row) => row.source)).toEqual(
      expect.arrayContaining([
        WRITTEN_AGAINST,
        "listing texts (held out)",
        "real pages",
        ...SOURCES.map((source) => source.name),
        BSP_SOURCE,
      ]),
    );
    expect(rows.filter((row) => !row.heldOut).map((row) => row.source)).toEqual([WRITTEN_AGAINST]);
    for (const row of rows) {
      expect(row.items, row.source).toBeGreaterThan(0);
      expect(row.all.all, row.source).toBeGreaterThan(0);
      expect(row.all.right, row.source).toBeLessThanOrEqual(row.all.all);
    }
  });

  it("names the worst held-out source as the headline", () => {
    const worst = worstHeldOut(rows);
    expect(worst?.heldOut).toBe(true);
    for (const row of rows.filter((entry) => entry.heldOut))
      expect(percent(row.all)).toBeGreaterThanOrEqual(percent(worst!.all));
  });

  it.each([
    ["broker posts · ABIC (NCR)", 95],
    ["broker ads · Eastwood (QC)", 98],
    ["broker listings · Leechiu (NCR)", 96],
    ["land site · Cebu Land Market", 94],
    ["portal snippets · Dot Property", 95],
    ["search cards · Lifenavi (NCR rent)", 98],
    [BSP_SOURCE, 95],
  ] as const)("%s at or above %i percent of labelled fields", (source, bar) => {
    const row = rows.find((entry) => entry.source === source)!;
    expect(percent(row.all)).toBeGreaterThanOrEqual(bar);
  });
});
