import { type ReportJob, type WsServerMessage, WsServerMessageSchema } from "@suri/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { isNewerJob, withSourceKindOf } from "./jobs";
import { queryKeys } from "./keys";

export type SocketState = "connecting" | "open" | "closed";

const pingIntervalMs = 25_000;
const reconnectAttemptsMax = 6;
const reconnectDelayMaxMs = 30_000;

/** Parses and validates one frame from /ws; anything unknown or malformed is ignored. */
export function parseServerMessage(data: unknown): WsServerMessage | null {
  if (typeof data !== "string") return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const result = WsServerMessageSchema.safeParse(json);
  return result.success ? result.data : null;
}

/** The push socket of the server this page came from. */
export function socketUrl(): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}/ws`;
}

/**
 * Keeps a WebSocket to /ws open while `enabled`, and writes every pushed update of `jobId` into
 * the job query's cache. Reconnects with backoff; the caller polls while the state is not "open".
 */
export function useJobSocket(jobId: string, enabled: boolean): SocketState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SocketState>("connecting");

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let attempts = 0;
    let disposed = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;

    const apply = (job: ReportJob) => {
      // A push carries no source kind (the notification service keeps the link only): keep the one read before.
      queryClient.setQueryData<ReportJob>(queryKeys.job(jobId), (current) =>
        isNewerJob(current, job) ? withSourceKindOf(current, job) : current,
      );
      // A push is the job's progress, not all of it (a list page's candidates are not in it): once the
      // job has ended, it is read once over HTTP.
      if (job.status === "failed" || job.status === "completed" || job.status === "needs_details") {
        void queryClient.invalidateQueries({ queryKey: queryKeys.job(jobId) });
      }
    };

    const scheduleReconnect = () => {
      if (disposed || attempts >= reconnectAttemptsMax) return;
      const delay = Math.min(reconnectDelayMaxMs, 1_000 * 2 ** attempts);
      attempts += 1;
      retryTimer = setTimeout(connect, delay);
    };

    function connect() {
      if (disposed) return;
      setState("connecting");
      try {
        socket = new WebSocket(socketUrl());
      } catch {
        setState("closed");
        scheduleReconnect();
        return;
      }
      socket.onopen = () => {
        attempts = 0;
        setState("open");
        // This page shows the job: its end pushed here means the user saw it, so no "ready" mail is sent.
        socket?.send(JSON.stringify({ type: "watch", jobId }));
        // Anything that happened before the subscription existed is read once over HTTP.
        void queryClient.invalidateQueries({ queryKey: queryKeys.job(jobId) });
        pingTimer = setInterval(() => {
          if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "ping" }));
        }, pingIntervalMs);
      };
      socket.onmessage = (event) => {
        const message = parseServerMessage(event.data);
        if (message?.type === "job.progress" && message.job.jobId === jobId) apply(message.job);
      };
      socket.onclose = () => {
        clearInterval(pingTimer);
        if (disposed) return;
        setState("closed");
        scheduleReconnect();
      };
    }

    connect();
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
    };
  }, [jobId, enabled, queryClient]);

  return enabled ? state : "closed";
}
