/** The money and place sections of the report PDF. */
import { type CostLine, formatPercent, formatPeso, formatPesoCompact, type ReportData } from "@suri/contracts";
import type PDFDocument from "pdfkit";
import type { PdfLabels, PdfLang } from "./labels";
import { bullets, contentWidth, heading, keyValues, paragraph, table } from "./layout";

type Doc = InstanceType<typeof PDFDocument>;

const rate = (l: CostLine) => (l.ratePercent === null ? "" : formatPercent(l.ratePercent, 2));

export function costSection(doc: Doc, r: ReportData, L: PdfLabels): void {
  const fa = r.financialAnalysis;
  if (!fa.purchaseCosts) return;
  heading(doc, L.costs);
  const w = contentWidth(doc);
  const rows = (group: string, lines: readonly CostLine[]) =>
    lines.map((l) => [`${group}: ${l.label}`, rate(l), formatPeso(l.amount)]);
  table(
    doc,
    [L.item, L.rate, L.amount],
    [
      ...rows(L.purchase, fa.purchaseCosts.lines),
      ...rows(L.yearly, fa.operatingCosts?.lines ?? []),
      ...rows(L.exit, fa.exitCosts?.lines ?? []),
    ],
    [w * 0.6, w * 0.15, w * 0.25],
  );
}

export function financingSection(doc: Doc, r: ReportData, L: PdfLabels, lang: PdfLang): void {
  const scenarios = r.financialAnalysis.financing ?? [];
  if (scenarios.length === 0) return;
  heading(doc, L.financing);
  const w = contentWidth(doc);
  table(
    doc,
    [L.scenario, L.down, L.loan, L.monthly, L.invested, L.cashFlow, L.cashOnCash, L.breakEven],
    scenarios.map((s) => [
      `${s.label}${s.ratePercent !== null ? ` (${formatPercent(s.ratePercent)}, ${L.termYears.replace("{years}", String(s.termYears))})` : ""}`,
      formatPesoCompact(s.downPayment),
      formatPesoCompact(s.loanAmount),
      formatPesoCompact(s.monthlyAmortization),
      formatPesoCompact(s.cashInvested),
      formatPesoCompact(s.monthlyCashFlow),
      formatPercent(s.cashOnCashPercent),
      s.breakEvenYears === null ? L.na : String(s.breakEvenYears),
    ]),
    [w * 0.22, w * 0.11, w * 0.11, w * 0.11, w * 0.12, w * 0.11, w * 0.11, w * 0.11],
  );
  const text = r.narrative?.[lang].sections.financing;
  if (text) paragraph(doc, text, { size: 9 });
}

function shortTerm(doc: Doc, r: ReportData, L: PdfLabels): void {
  const str = r.financialAnalysis.shortTermRental;
  if (!str) return;
  heading(doc, L.shortTerm);
  keyValues(doc, [
    [L.nightly, formatPeso(str.nightlyRate)],
    [L.occupancy, formatPercent(str.occupancyPercent)],
    [L.grossYear, formatPeso(str.grossAnnual)],
    [L.netYear, formatPeso(str.netAnnual)],
  ]);
  paragraph(doc, `${str.caveat} ${str.utilitiesNote}`, { size: 8.5 });
}

export function placeSections(doc: Doc, r: ReportData, L: PdfLabels, lang: PdfLang): void {
  shortTerm(doc, r, L);
  const text = r.narrative?.[lang].sections;
  if (r.locationAnalysis) {
    heading(doc, L.location);
    paragraph(doc, text?.location ?? r.locationAnalysis.overview);
    if (r.neighborhoodAnalysis) paragraph(doc, r.neighborhoodAnalysis.description, { size: 9 });
  }
  if (r.investmentRisks) {
    heading(doc, L.risks);
    paragraph(doc, text?.risks ?? r.investmentRisks.overview);
    bullets(
      doc,
      r.investmentRisks.risks.map((x) => `${x.type} (${L.level[x.severity]}): ${x.assessment}`),
      9,
    );
  }
  if (r.securitySafety?.hazards.length) {
    heading(doc, L.hazards);
    bullets(
      doc,
      r.securitySafety.hazards.map((h) => `${L.hazardTypes[h.type]} (${L.level[h.level]}): ${h.description}`),
      9,
    );
  }
  if (r.futureDevelopments?.projects.length) {
    heading(doc, L.developments);
    bullets(
      doc,
      r.futureDevelopments.projects.map((p) => `${p.name}: ${p.description} ${p.status}`),
      9,
    );
  }
  const m = r.macroeconomicData;
  if (m) {
    heading(doc, L.economy);
    const fig = (x: typeof m.gdpGrowth) => (x ? `${formatPercent(x.value, 2)} (${x.period})` : L.na);
    keyValues(doc, [
      [L.gdp, fig(m.gdpGrowth)],
      [L.inflation, fig(m.inflationRate)],
      [L.policyRate, fig(m.interestRate)],
      [L.population, fig(m.populationGrowth)],
    ]);
  }
}
