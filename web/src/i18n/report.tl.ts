import type { reportEn } from "./report.en";

/** Tagalog strings of the report pages; typed against the English keys so none is missing. */
export const reportTl: Record<keyof typeof reportEn, string> = {
  "report.kind.assumption": "Palagay ng modelo",
};
