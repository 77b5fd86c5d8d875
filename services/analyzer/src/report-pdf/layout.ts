/**
 * Drawing helpers for the report PDF (pdfkit, built-in Helvetica): headings, key–value tables,
 * paragraphs, bullet lists and page breaks. The built-in fonts cover WinAnsi only, so text is
 * mapped first (₱ → PHP, − → -, ≤ → <=, ≈ → ~, → → ->).
 */
import type PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;

export const COLORS = {
  navy: "#0b2a3c",
  teal: "#0e6760",
  tealLight: "#e6f2f1",
  amber: "#fbbd1f",
  muted: "#5f6b7a",
  rule: "#e4e1da",
  rose: "#be123c",
} as const;

export const MARGIN = 48;
const REPLACEMENTS: [RegExp, string][] = [
  [/₱/g, "PHP "],
  [/−/g, "-"],
  [/≤/g, "<="],
  [/≥/g, ">="],
  [/≈/g, "~"],
  [/→/g, "->"],
  [/✓/g, "v"],
];

const WIN_ANSI_EXTRA = new Set(["–", "—", "‘", "’", "“", "”", "•", "…", "€"]);

export function pdfText(value: string): string {
  let out = value;
  for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement);
  // WinAnsi is Latin-1 plus a few punctuation marks; anything else would print as a wrong glyph.
  return [...out].map((ch) => (ch.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(ch) ? ch : "?")).join("");
}

export function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN * 2;
}

/** Starts a new page when fewer than `needed` points are left. */
export function ensureSpace(doc: Doc, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN - 20) doc.addPage();
}

export function heading(doc: Doc, title: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  const y = doc.y;
  doc.rect(MARGIN, y, 4, 16).fill(COLORS.teal);
  doc
    .font("Helvetica-Bold")
    .fontSize(13)
    .fillColor(COLORS.navy)
    .text(pdfText(title), MARGIN + 12, y + 1);
  doc.moveDown(0.4);
  doc.x = MARGIN;
}

export function paragraph(doc: Doc, text: string, opts: { size?: number; color?: string } = {}): void {
  if (!text) return;
  ensureSpace(doc, 30);
  doc
    .font("Helvetica")
    .fontSize(opts.size ?? 10)
    .fillColor(opts.color ?? COLORS.navy)
    .text(pdfText(text), MARGIN, doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(0.4);
}

export function bullets(doc: Doc, items: readonly string[], size = 9.5): void {
  for (const item of items) {
    ensureSpace(doc, 24);
    const y = doc.y;
    doc.circle(MARGIN + 4, y + 5, 1.8).fill(COLORS.teal);
    doc
      .font("Helvetica")
      .fontSize(size)
      .fillColor(COLORS.navy)
      .text(pdfText(item), MARGIN + 14, y, { width: contentWidth(doc) - 14, lineGap: 1.5 });
    doc.moveDown(0.25);
  }
  doc.x = MARGIN;
}

/** Label / value rows in a two-column grid, zebra-striped. */
export function keyValues(doc: Doc, rows: readonly [string, string][], columns = 2): void {
  const width = contentWidth(doc);
  const cell = width / columns;
  const rowHeight = 30;
  for (let i = 0; i < rows.length; i += columns) {
    ensureSpace(doc, rowHeight + 4);
    const y = doc.y;
    if ((i / columns) % 2 === 0) doc.rect(MARGIN, y, width, rowHeight).fill(COLORS.tealLight);
    rows.slice(i, i + columns).forEach(([label, value], c) => {
      const x = MARGIN + c * cell + 8;
      doc
        .font("Helvetica")
        .fontSize(8)
        .fillColor(COLORS.muted)
        .text(pdfText(label), x, y + 4, { width: cell - 16 });
      doc
        .font("Helvetica-Bold")
        .fontSize(10.5)
        .fillColor(COLORS.navy)
        .text(pdfText(value), x, y + 15, { width: cell - 16 });
    });
    doc.y = y + rowHeight;
  }
  doc.x = MARGIN;
  doc.moveDown(0.4);
}

/** A table with a header row; the first column is left-aligned, the others right-aligned. */
export function table(
  doc: Doc,
  header: readonly string[],
  rows: readonly string[][],
  widths?: readonly number[],
): void {
  const width = contentWidth(doc);
  const cols = widths ?? header.map(() => width / header.length);
  const draw = (cells: readonly string[], bold: boolean, shade: boolean) => {
    ensureSpace(doc, 20);
    const y = doc.y;
    const heights = cells.map((c, i) =>
      doc
        .font(bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(8.5)
        .heightOfString(pdfText(c), { width: (cols[i] ?? 60) - 8 }),
    );
    const h = Math.max(16, ...heights.map((x) => x + 6));
    if (shade) doc.rect(MARGIN, y, width, h).fill(bold ? COLORS.navy : COLORS.tealLight);
    let x = MARGIN;
    cells.forEach((c, i) => {
      const w = cols[i] ?? 60;
      doc
        .font(bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(8.5)
        .fillColor(bold ? "#ffffff" : COLORS.navy)
        .text(pdfText(c), x + 4, y + 4, { width: w - 8, align: i === 0 ? "left" : "right" });
      x += w;
    });
    doc.y = y + h;
  };
  draw(header, true, true);
  rows.forEach((r, i) => {
    draw(r, false, i % 2 === 1);
  });
  doc.x = MARGIN;
  doc.moveDown(0.5);
}
