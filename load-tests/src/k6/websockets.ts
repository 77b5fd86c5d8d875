import NodeWebSocket from "ws";
import { record } from "./state";

/** k6/websockets' browser-style WebSocket, over the ws package. */
export class WebSocket {
  private readonly ws: NodeWebSocket;
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onerror?: (event: { error: string }) => void;
  onclose?: () => void;

  constructor(url: string, _protocols?: unknown, params: { headers?: Record<string, string> } = {}) {
    this.ws = new NodeWebSocket(url, { headers: params.headers });
    record("ws_sessions", 1);
    this.ws.on("open", () => this.onopen?.());
    this.ws.on("message", (data) => this.onmessage?.({ data: String(data) }));
    this.ws.on("error", (err) => this.onerror?.({ error: String(err) }));
    this.ws.on("close", () => this.onclose?.());
  }

  send(data: string) {
    this.ws.send(data);
  }

  close() {
    this.ws.close();
  }
}
