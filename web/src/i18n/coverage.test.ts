import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { en, type MessageKey } from "./en";
import { tl } from "./tl";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
}

/**
 * Entries that read the same in both languages on purpose: names, loanwords Filipinos use as they are,
 * and figures. Anything else equal to its English text has not been translated.
 */
const sameInBothLanguages = new Set<string>([
  // Issue 27's screening table: "Listing" and "gross yield" as Filipinos say them; a peso range.
  "screening.sortYield",
  "screening.col.listing",
  "screening.col.yield",
  "screening.range",
  "reports.studio",
  "compare.yield",
  "compare.score",
  "compare.studio",
  "compare.netYield",
  "app.name",
  "app.tagline",
  "nav.home",
  "nav.account",
  "account.email",
  "account.username",
  "nav.blog",
  "blog.title",
  "report.calculator",
  "report.fin.netYield",
  "report.fin.capRate",
  "report.fin.capRateLabel",
  "report.roi.roi",
  "report.value.rangeNote",
  "report.value.outlier",
  "report.costs.rate",
  "report.financing.pagibig",
  "report.financing.bank",
  "report.financing.down",
  "report.financing.cashOnCash",
  "report.str.occupancy",
  "report.str.netYield",
  "report.location.score",
  "popup.squareFeet",
  "demo.badge",
  "calc.keyInfo",
  "calc.occupancy",
  "calc.management",
  "calc.roi",
  "calc.field.downPaymentPercent",
  "history.amount",
  "history.reference",
  "payment.issue.code",
  "payment.packLine",
  "demoCheckout.badge",
  "demoCheckout.pack",
  "demoCheckout.credits",
  "diag.environment",
  "diag.checkoutMode",
  "diag.modeDemo",
  "diag.modeStripe",
  "diag.field.mode",
  "testPay.badge",
  "testPay.configTitle",
  "ingest.upload.sizeMb",
  "news.sentiment.neutral",
  "sampleDeal.score",
  "testimonials.n3",
  "about.valueTransparencyTitle",
  "debug.reportTitle",
  "debug.reportId",
  "debug.status",
  "lang.en",
  "lang.tl",
  "common.na",
  "credits.one",
  "credits.other",
  "dashboard.greeting",
  "dashboard.fallbackName",
  "auth.email",
  "auth.password",
  "auth.panelTitle",
  "pending.title",
  "pending.listing",
  "report.score.title",
  "report.details.floorArea",
  "report.details.lotArea",
  "report.details.developer",
  "report.details.status",
  "report.details.sqm",
  "report.status.pre_selling",
  "report.fin.grossYield",
  "report.kind.listing",
  "report.kind.dataset",
  "type.condo",
  "type.house_and_lot",
  "type.townhouse",
  "reports.fallbackTitle",
  "reports.fallbackTitleId",
  "reports.sqft",
  "reading.quoted",
  "reading.field.barangay",
]);

const textProps = new Set(["aria-label", "placeholder", "title", "alt", "label"]);

/** Visible English typed straight into markup: JSX text, or a text prop the reader sees or hears. */
export function hardCodedText(source: string): string[] {
  const file = ts.createSourceFile("x.tsx", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().replace(/\s+/g, " ").trim();
      if (/[A-Za-z]{2,}/.test(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText();
      if (textProps.has(name) && /[A-Za-z]{2,}/.test(node.initializer.text))
        found.push(`${name}="${node.initializer.text}"`);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteral(node.expression)) {
      if (ts.isJsxElement(node.parent) && /[A-Za-z]{2,}/.test(node.expression.text)) found.push(node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("Tagalog coverage", () => {
  it("translates every English entry (or marks it as the same in both languages)", () => {
    const untranslated = (Object.keys(en) as MessageKey[]).filter(
      (key) => !sameInBothLanguages.has(key) && tl[key].trim().toLowerCase() === en[key].trim().toLowerCase(),
    );
    expect(untranslated).toEqual([]);
  });

  it("has no visible English typed into a component instead of the catalogue", () => {
    const offenders = sourceFiles(src).flatMap((file) =>
      hardCodedText(readFileSync(file, "utf8")).map((text) => `${path.relative(src, file)}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });

  it("notices hard-coded text when it is there", () => {
    expect(hardCodedText('<Text>Buy more credits</Text><Button aria-label="Close menu" />')).toEqual([
      "Buy more credits",
      'aria-label="Close menu"',
    ]);
    expect(hardCodedText('const a = useState<string | null>(null); <Text>{t("nav.home")}</Text>')).toEqual([]);
    expect(hardCodedText('<Box>{"Hello there"}</Box>')).toEqual(["Hello there"]);
  });
});
