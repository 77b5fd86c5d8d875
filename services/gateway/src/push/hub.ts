import { subjects, WsClientMessageSchema, type WsServerMessage, WsServerMessageSchema } from "@suri/contracts";
import type { Runtime, Subscription } from "@suri/kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import type { SessionVerifier } from "../session/session";

/**
 * The WebSocket hub: each replica subscribes once to every user's push subject and forwards a
 * message to the sockets of that user connected here. Unauthenticated upgrades are refused.
 */
export class PushHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private sub: Subscription | undefined;

  constructor(private readonly rt: Runtime) {}

  async start() {
    this.sub = await this.rt.bus.subscribeTransient(subjects.allUserPushes, (subject, data) => {
      const userId = subject.slice(subject.lastIndexOf(".") + 1);
      const parsed = WsServerMessageSchema.safeParse(data);
      if (parsed.success) this.send(userId, parsed.data);
    });
  }

  send(userId: string, message: WsServerMessage) {
    const payload = JSON.stringify(message);
    for (const socket of this.sockets.get(userId) ?? []) if (socket.readyState === socket.OPEN) socket.send(payload);
  }

  add(userId: string, socket: WebSocket) {
    const set = this.sockets.get(userId) ?? new Set<WebSocket>();
    this.sockets.set(userId, set);
    set.add(socket);
    socket.on("close", () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    });
  }

  get connections() {
    let n = 0;
    for (const s of this.sockets.values()) n += s.size;
    return n;
  }

  async stop() {
    await this.sub?.stop();
    for (const set of this.sockets.values()) for (const s of set) s.close(1001, "server shutting down");
  }
}

/**
 * GET /ws. A browser always sends Origin on a WebSocket handshake and the socket carries the
 * session cookie, so a page on another origin must not get one: the upgrade is refused (403)
 * unless Origin is ours. A client that sends no Origin is not a browser and carries no ambient cookie.
 */
export function pushRoutes(
  app: FastifyInstance,
  hub: PushHub,
  sessions: SessionVerifier,
  originAllowed: (request: FastifyRequest) => boolean,
) {
  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.origin !== undefined && !originAllowed(request)) {
      return reply.status(403).send({ message: "Cross-site request refused", code: "csrf" });
    }
  };
  app.get("/ws", { websocket: true, preValidation }, async (socket, request) => {
    const user = await sessions.verify(sessions.tokenOf(request)).catch(() => null);
    if (!user) {
      socket.close(4401, "not logged in");
      return;
    }
    hub.add(user.id, socket);
    socket.send(JSON.stringify({ type: "hello", userId: user.id } satisfies WsServerMessage));
    socket.on("message", (raw) => {
      let msg: unknown;
      try {
        msg = JSON.parse(String(raw));
      } catch {
        return;
      }
      const parsed = WsClientMessageSchema.safeParse(msg);
      if (parsed.success && parsed.data.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
    });
  });
}
