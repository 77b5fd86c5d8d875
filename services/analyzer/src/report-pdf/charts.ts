/** Vector charts for the report PDF: the 5-year value band and the year-by-year ROI of a cash purchase. */
import { formatPesoCompact, type ReportData } from "@suri/contracts";
import type PDFDocument from "pdfkit";
import { COLORS, contentWidth, ensureSpace, MARGIN, pdfText } from "./layout";

type Doc = InstanceType<typeof PDFDocument>;
type Point = ReportData["financialAnalysis"]["roiTimeline"][number];

const CHART_HEIGHT = 150;
const AXIS_WIDTH = 56;

interface Frame {
  x: number;
  y: number;
  w: number;
  h: number;
  min: number;
  max: number;
}

function frame(doc: Doc, values: readonly number[], includeZero: boolean): Frame {
  ensureSpace(doc, CHART_HEIGHT + 40);
  let min = Math.min(...values, ...(includeZero ? [0] : []));
  let max = Math.max(...values, ...(includeZero ? [0] : []));
  if (max === min) max = min + 1;
  const pad = (max - min) * 0.08;
  min -= includeZero && min === 0 ? 0 : pad;
  max += pad;
  const f = { x: MARGIN + AXIS_WIDTH, y: doc.y + 6, w: contentWidth(doc) - AXIS_WIDTH - 8, h: CHART_HEIGHT, min, max };
  for (const t of [0, 0.5, 1]) {
    const value = min + (max - min) * t;
    const y = f.y + f.h - t * f.h;
    doc
      .moveTo(f.x, y)
      .lineTo(f.x + f.w, y)
      .lineWidth(0.5)
      .dash(3, { space: 3 })
      .strokeColor(COLORS.rule)
      .stroke()
      .undash();
    doc
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor(COLORS.muted)
      .text(pdfText(formatPesoCompact(value)), MARGIN, y - 4, { width: AXIS_WIDTH - 6, align: "right" });
  }
  return f;
}

const xAt = (f: Frame, i: number, n: number) => f.x + (n <= 1 ? f.w / 2 : (i / (n - 1)) * f.w);
const yAt = (f: Frame, v: number) => f.y + f.h - ((v - f.min) / (f.max - f.min)) * f.h;

function yearLabels(doc: Doc, f: Frame, years: readonly number[], label: (y: number) => string): void {
  years.forEach((year, i) => {
    doc
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor(COLORS.muted)
      .text(pdfText(label(year)), xAt(f, i, years.length) - 20, f.y + f.h + 4, { width: 40, align: "center" });
  });
  doc.y = f.y + f.h + 18;
  doc.x = MARGIN;
}

function line(doc: Doc, f: Frame, values: readonly number[], color: string, width: number, dashed = false): void {
  values.forEach((v, i) => {
    const x = xAt(f, i, values.length);
    const y = yAt(f, v);
    if (i === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  });
  if (dashed) doc.dash(4, { space: 3 });
  doc.lineWidth(width).strokeColor(color).stroke();
  if (dashed) doc.undash();
}

export function projectionChart(
  doc: Doc,
  points: readonly Point[],
  label: (y: number) => string,
  legend: [string, string, string],
): void {
  if (points.length === 0) return;
  const base = points.map((p) => p.value);
  const low = points.map((p) => p.low ?? p.value);
  const high = points.map((p) => p.high ?? p.value);
  const f = frame(doc, [...low, ...high, ...base], false);
  line(doc, f, high, COLORS.teal, 1, true);
  line(doc, f, low, COLORS.rose, 1, true);
  line(doc, f, base, COLORS.navy, 2.2);
  base.forEach((v, i) => {
    doc.circle(xAt(f, i, base.length), yAt(f, v), 2.6).fill(COLORS.amber);
  });
  yearLabels(
    doc,
    f,
    points.map((p) => p.year),
    label,
  );
  const [lowText, baseText, highText] = legend;
  const y = doc.y + 4;
  const keys: [string, string, boolean][] = [
    [baseText, COLORS.navy, false],
    [lowText, COLORS.rose, true],
    [highText, COLORS.teal, true],
  ];
  keys.forEach(([text, color, dashed], i) => {
    const x = MARGIN + contentWidth(doc) / 2 - 120 + i * 85;
    if (dashed) doc.dash(4, { space: 3 });
    doc
      .moveTo(x, y + 4)
      .lineTo(x + 18, y + 4)
      .lineWidth(dashed ? 1 : 2)
      .strokeColor(color)
      .stroke();
    if (dashed) doc.undash();
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(pdfText(text), x + 22, y, { width: 60 });
  });
  doc.y = y + 16;
  doc.x = MARGIN;
}

export function roiChart(doc: Doc, points: readonly Point[], label: (y: number) => string): void {
  const rows = points.filter((p) => p.netGainIfSold !== undefined);
  if (rows.length === 0) return;
  const gains = rows.map((p) => p.netGainIfSold ?? 0);
  const f = frame(doc, gains, true);
  const zero = yAt(f, 0);
  const barWidth = Math.min(36, f.w / rows.length / 1.8);
  rows.forEach((p, i) => {
    const v = p.netGainIfSold ?? 0;
    const x = xAt(f, i, rows.length) - barWidth / 2;
    const top = Math.min(zero, yAt(f, v));
    doc.rect(x, top, barWidth, Math.max(0.5, Math.abs(yAt(f, v) - zero))).fill(v >= 0 ? COLORS.teal : COLORS.rose);
    const pct = p.roiPercent !== undefined ? `${p.roiPercent.toFixed(1)}%` : "";
    doc
      .font("Helvetica-Bold")
      .fontSize(7)
      .fillColor(COLORS.navy)
      .text(pct, x - 10, top - 10, { width: barWidth + 20, align: "center" });
  });
  yearLabels(
    doc,
    f,
    rows.map((p) => p.year),
    label,
  );
}
