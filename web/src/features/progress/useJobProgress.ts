import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { isApiError } from "../../api/http";
import { isTerminal, JOB_POLL_INTERVAL_MS, JOB_TIMEOUT_MS, jobQueryOptions } from "../../api/jobs";
import { queryKeys } from "../../api/keys";
import { useJobSocket } from "../../api/live";
import { jobStartTime } from "./stages";

/** While pushes arrive, a slow safety poll still catches an update the socket might have missed. */
const safetyPollIntervalMs = 15_000;

/**
 * The live state of one report job: pushed over the WebSocket, polled every 3 s when the socket is
 * not open, stopped when the job finishes, is not found, or runs past 180 s (SPEC §9).
 */
export function useJobProgress(jobId: string) {
  const queryClient = useQueryClient();
  const [mountedAt] = useState(() => Date.now());
  const [now, setNow] = useState(mountedAt);
  const [timedOut, setTimedOut] = useState(false);

  const cached = queryClient.getQueryData(jobQueryOptions(jobId).queryKey);
  const active = !timedOut && !isTerminal(cached);
  const socket = useJobSocket(jobId, active);

  const query = useQuery({
    ...jobQueryOptions(jobId),
    refetchInterval: (q) => {
      if (timedOut || isTerminal(q.state.data) || isApiError(q.state.error, 404)) return false;
      return socket === "open" ? safetyPollIntervalMs : JOB_POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: false,
  });
  const job = query.data;
  const finished = isTerminal(job);
  const startedAt = jobStartTime(job, mountedAt);

  useEffect(() => {
    if (finished || timedOut) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [finished, timedOut]);

  useEffect(() => {
    if (!finished && now - startedAt >= JOB_TIMEOUT_MS) setTimedOut(true);
  }, [finished, now, startedAt]);

  // A finished job changes the balance and the report list.
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
    void queryClient.invalidateQueries({ queryKey: queryKeys.userReports });
  }, [finished, queryClient]);

  return {
    job,
    refetch: query.refetch,
    error: query.error,
    isPending: query.isPending,
    socket,
    timedOut: timedOut && !finished,
    elapsedMs: Math.max(0, (finished ? Date.parse(job?.updatedAt ?? "") || now : now) - startedAt),
  };
}
