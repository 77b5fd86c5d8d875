import type { ReportLanguage } from "@suri/contracts";

/** Query keys in one place, so invalidation after login, logout and generation stays consistent. */
export const queryKeys = {
  user: ["session", "user"] as const,
  credits: ["credits"] as const,
  userReports: ["reports", "mine"] as const,
  /** One report as a reader of `lang` gets it; without `lang`, every language's copy (to invalidate). */
  report: (id: string, lang?: ReportLanguage) =>
    lang ? (["reports", "byId", id, lang] as const) : (["reports", "byId", id] as const),
  job: (jobId: string) => ["report-jobs", jobId] as const,
};
