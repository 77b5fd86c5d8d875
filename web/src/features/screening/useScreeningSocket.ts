import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { parseServerMessage, type SocketState, socketUrl } from "../../api/live";
import { screeningKey } from "../../api/screenings";

/**
 * Keeps the push socket open while the screening runs and reads the screening again on each of its
 * pushed steps (a listing valued, the end). The caller polls while the state is not "open".
 */
export function useScreeningSocket(screeningId: string, enabled: boolean): SocketState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SocketState>("connecting");
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: screeningKey(screeningId) });
    let socket: WebSocket;
    try {
      socket = new WebSocket(socketUrl());
    } catch {
      setState("closed");
      return;
    }
    socket.onopen = () => {
      setState("open");
      // Whatever happened before the socket opened is read once over HTTP.
      refresh();
    };
    socket.onmessage = (event) => {
      const message = parseServerMessage(event.data);
      if (message?.type === "screening.progress" && message.screeningId === screeningId) refresh();
    };
    socket.onclose = () => setState("closed");
    return () => {
      socket.onclose = null;
      socket.close();
    };
  }, [screeningId, enabled, queryClient]);
  return enabled ? state : "closed";
}
