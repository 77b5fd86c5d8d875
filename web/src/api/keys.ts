/** Query keys in one place, so invalidation after login, logout and generation stays consistent. */
export const queryKeys = {
  user: ["session", "user"] as const,
  credits: ["credits"] as const,
  userReports: ["reports", "mine"] as const,
  report: (id: string) => ["reports", "byId", id] as const,
  job: (jobId: string) => ["report-jobs", jobId] as const,
};
