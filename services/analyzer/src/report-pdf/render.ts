/**
 * The whole report as an A4 PDF: header, scores and verdict, key figures, narrative, score
 * factors, costs, financing, charts, short-term rental, place, risks, the OFW guide, caveats and
 * numbered sources. English or Tagalog for the written parts; figures as the report holds them.
 */
import {
  type Citation,
  formatPercent,
  formatPeso,
  inLanguage,
  type ReportData,
  type ReportRecord,
} from "@suri/contracts";
import PDFDocument from "pdfkit";
import { projectionChart, roiChart } from "./charts";
import { correctionsSection } from "./corrections";
import { PDF_LABELS, type PdfLabels, type PdfLang } from "./labels";
import { bullets, COLORS, contentWidth, heading, keyValues, MARGIN, paragraph, pdfText, table } from "./layout";
import { costSection, financingSection, placeSections } from "./sections";

type Doc = InstanceType<typeof PDFDocument>;

/** A Philippine date in the PDF's language: "Nov 26, 2026" or "Nob 26, 2026". */
function dateText(iso: string | undefined, L: PdfLabels): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat(L.dateLocale, {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "Asia/Manila",
  }).format(new Date(iso));
}

function header(doc: Doc, record: ReportRecord, r: ReportData, L: PdfLabels): void {
  doc.rect(0, 0, doc.page.width, 118).fill(COLORS.navy);
  doc.font("Helvetica-Bold").fontSize(9).fillColor(COLORS.amber).text(pdfText(L.brand), MARGIN, 26);
  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .fillColor("#ffffff")
    .text(pdfText(r.title), MARGIN, 42, { width: contentWidth(doc) });
  doc
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor("#d7e3ea")
    .text(pdfText(r.address), MARGIN, doc.y + 2, { width: contentWidth(doc) });
  const dates = `${L.generated} ${dateText(record.generatedAt, L)}${record.expiresAt ? `  ·  ${L.expires} ${dateText(record.expiresAt, L)}` : ""}`;
  doc.fontSize(8).fillColor("#9fb4c2").text(pdfText(dates), MARGIN, 100);
  doc.y = 134;
  doc.x = MARGIN;
}

function scoreTiles(doc: Doc, r: ReportData, L: PdfLabels): void {
  const w = (contentWidth(doc) - 16) / 3;
  const y = doc.y;
  const tile = (i: number, label: string, value: string, sub: string) => {
    const x = MARGIN + i * (w + 8);
    doc.roundedRect(x, y, w, 64, 6).fill(i === 0 ? COLORS.teal : COLORS.tealLight);
    const ink = i === 0 ? "#ffffff" : COLORS.navy;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(ink)
      .text(pdfText(label), x + 10, y + 8, { width: w - 20 });
    doc
      .font("Helvetica-Bold")
      .fontSize(20)
      .fillColor(ink)
      .text(pdfText(value), x + 10, y + 20, { width: w - 20 });
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(ink)
      .text(pdfText(sub), x + 10, y + 46, { width: w - 20 });
  };
  const pf = r.priceFairness;
  const verdict =
    pf.category === "insufficient_data" || !pf.dataValid
      ? L.na
      : `${pf.deltaPercent !== null && pf.deltaPercent > 0 ? "+" : ""}${formatPercent(pf.deltaPercent)}`;
  const s = r.investmentScore;
  const coverage = s.coveragePercent === undefined ? "" : L.coverage.replace("{pct}", String(s.coveragePercent));
  tile(0, L.investmentScore, s.score === null ? "—" : `${s.score}/100`, s.rating ? L.ratings[s.rating] : L.notRated);
  const flags = s.redFlags ?? [];
  tile(
    1,
    L.redFlags,
    String(flags.length),
    flags.length === 0 ? L.noRedFlags : flags.map((f) => L.flags[f.key]).join(", "),
  );
  tile(2, L.priceFairness, verdict, L.category[pf.category] + (pf.severity ? L.severity[pf.severity] : ""));
  doc.y = y + 70;
  doc.x = MARGIN;
  if (coverage) paragraph(doc, coverage, { size: 8.5, color: COLORS.muted });
  if (flags.length > 0 && s.score !== null) {
    const capped = flags.map((f) => `${L.flags[f.key]}: ${L.cappedAt.replace("{cap}", String(f.cap))}`).join("; ");
    paragraph(doc, `${L.redFlags}: ${capped}.`, { size: 8.5 });
  }
  // Each flag the listing raises, in the listing's own words.
  for (const f of flags) {
    if (f.quote)
      paragraph(doc, `${L.flags[f.key]} — ${L.listingSays} “${f.quote}”`, { size: 8.5, color: COLORS.muted });
  }
}

function keyFigures(doc: Doc, r: ReportData, L: PdfLabels): void {
  const fa = r.financialAnalysis;
  const mv = r.marketValueAssessment;
  const gain = fa.netReturn.netGain;
  const range = r.priceFairness.reliable !== false ? r.priceFairness.fairValueRange : null;
  const rows: [string, string][] = [
    [L.price, formatPeso(r.price)],
    [L.pricePerSqm, fa.pricePerSqm === null ? L.na : `${formatPeso(fa.pricePerSqm)}/sqm`],
    [
      L.reference,
      r.priceFairness.medianPricePerSqM === null ? L.na : `${formatPeso(r.priceFairness.medianPricePerSqM)}/sqm`,
    ],
    [L.fairPrice, formatPeso(r.priceFairness.fairPrice)],
    [L.marketRange, range ? `${formatPeso(range.low)} – ${formatPeso(range.high)}` : L.na],
    [L.saleValue, mv?.estimatedSaleValue ? `${formatPeso(mv.lowValue)} – ${formatPeso(mv.highValue)}` : L.na],
    [L.monthlyRent, formatPeso(fa.monthlyRental)],
    [L.grossYield, formatPercent(fa.rentalYield)],
    [L.netYield, formatPercent(fa.netYield)],
    [L.noi, formatPeso(fa.netOperatingIncome)],
    [L.cashFlow, formatPeso(fa.monthlyCashFlow)],
    [L.fiveYearValue, formatPeso(fa.fiveYearValue.futureValue)],
    [L.netGain, formatPeso(gain)],
  ];
  heading(doc, L.keyFigures);
  keyValues(doc, rows);
}

function narrative(doc: Doc, r: ReportData, lang: PdfLang, L: PdfLabels): void {
  const text = r.narrative?.[lang];
  heading(doc, L.summary);
  paragraph(doc, text?.summary ?? r.summary);
  if (!text) return;
  for (const part of [text.sections.price, text.sections.income, text.sections.projection])
    paragraph(doc, part, { size: 9.5 });
}

function factors(doc: Doc, r: ReportData, L: PdfLabels): void {
  heading(doc, L.factors);
  const w = contentWidth(doc);
  table(
    doc,
    [L.factor, L.weight, L.score, L.weighted],
    r.investmentScore.factors.map((f) => [
      `${f.key && f.key in L.factorNames ? L.factorNames[f.key as keyof typeof L.factorNames] : f.name} — ${f.description}`,
      `${f.weight}`,
      f.score === null ? L.noData : f.score.toFixed(0),
      f.score === null ? "—" : f.weightedScore.toFixed(1),
    ]),
    [w * 0.64, w * 0.12, w * 0.12, w * 0.12],
  );
}

function closing(doc: Doc, r: ReportData, lang: PdfLang, L: PdfLabels): void {
  const guide = r.ofwGuide?.items ?? [];
  if (guide.length > 0) {
    heading(doc, L.ofw);
    for (const item of guide) {
      paragraph(doc, `${item[lang].title} (${item.law})`, { size: 10 });
      paragraph(doc, item[lang].body, { size: 9, color: COLORS.muted });
    }
  }
  heading(doc, L.caveats);
  bullets(doc, r.caveats, 8.5);
  heading(doc, L.sources);
  bullets(
    doc,
    r.citations.map((c, i) => `[${i + 1}] ${sourceLine(c, L)}`),
    7.5,
  );
  paragraph(doc, L.disclaimer, { size: 8, color: COLORS.muted });
}

/** Publisher (and the outlet that reported it), the title, the date, how sure, and the link. */
function sourceLine(c: Citation, L: PdfLabels): string {
  const who = c.publisher ? `${c.publisher}${c.outlet ? `, ${L.reportedBy} ${c.outlet}` : ""}` : c.source;
  const title = c.title ? `: \u201c${c.title}\u201d` : "";
  const period = c.period ? `, ${c.period}` : "";
  return `${who}${title}${period} · ${L.confidence[c.confidence]}${c.url ? ` · ${c.url}` : ""}`;
}

function pageNumbers(doc: Doc, L: PdfLabels): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 14;
    doc.font("Helvetica").fontSize(7.5).fillColor(COLORS.muted);
    doc.text(pdfText(`${L.brand}  ·  ${L.page} ${i + 1}/${range.count}`), MARGIN, y, {
      width: contentWidth(doc),
      align: "center",
      lineBreak: false,
    });
  }
}

export function renderReportPdf(record: ReportRecord, lang: PdfLang): Promise<Buffer> {
  const L = PDF_LABELS[lang];
  // Every sentence of the report in the PDF's language (the English the report stores, or its Tagalog).
  const r = inLanguage(record.reportData, lang);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: pdfText(r.title), Author: "Suri" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  header(doc, record, r, L);
  scoreTiles(doc, r, L);
  keyFigures(doc, r, L);
  correctionsSection(doc, record, L);
  narrative(doc, r, lang, L);
  factors(doc, r, L);
  costSection(doc, r, L);
  financingSection(doc, r, L, lang);
  const year = (y: number) => `${L.year} ${y}`;
  if (r.financialAnalysis.roiTimeline.length > 0) {
    heading(doc, L.projection);
    projectionChart(doc, r.financialAnalysis.roiTimeline, year, L.legend);
    heading(doc, L.roi);
    roiChart(doc, r.financialAnalysis.roiTimeline, year);
  }
  placeSections(doc, r, L, lang);
  closing(doc, r, lang, L);
  pageNumbers(doc, L);
  doc.end();
  return done;
}
