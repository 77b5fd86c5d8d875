/**
 * English strings of the report, card, popup, calculator and demo pages (issue 5). Spread into
 * `en` by one line in en.ts, so the report's strings live apart from the shared catalogue.
 */
export const reportEn = {
  "report.kind.assumption": "Model assumption",
} as const satisfies Record<string, string>;
