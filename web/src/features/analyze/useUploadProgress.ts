import type { ReportJob } from "@suri/contracts";
import { useEffect, useState } from "react";
import { parseServerMessage, socketUrl } from "../../api/live";
import { followUploadJob } from "./upload-progress";

/**
 * While a file is being analyzed (`sentAt` set), listens on /ws for the upload's job and returns its
 * latest pushed state; null until one arrives (the dialog then stays indeterminate). One attempt, no
 * reconnect: the request itself delivers the outcome, the socket only adds the live stage.
 */
export function useUploadProgress(sentAt: number | null): ReportJob | null {
  const [job, setJob] = useState<ReportJob | null>(null);

  useEffect(() => {
    setJob(null);
    if (sentAt === null) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(socketUrl());
    } catch {
      return;
    }
    socket.onmessage = (event) => {
      const message = parseServerMessage(event.data);
      if (message?.type !== "job.progress") return;
      setJob((current) => followUploadJob(current, message.job, sentAt));
    };
    return () => {
      socket.onmessage = null;
      socket.close();
    };
  }, [sentAt]);

  return job;
}
