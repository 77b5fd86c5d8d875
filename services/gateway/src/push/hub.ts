import { subjects, WsClientMessageSchema, type WsServerMessage, WsServerMessageSchema } from "@suri/contracts";
import type { Runtime, Subscription } from "@suri/kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import type { SessionVerifier } from "../session/session";
import { isEnd, publishEndShown, WatchedJobs } from "./end-shown";

/** Told to every replica on the user's push subject when a session ends; never forwarded to a browser. */
interface SessionEnded {
  type: "session_ended";
  sessionId: string;
}
/** Told to every replica on the user's push subject when the user deleted their account. */
interface AccountEnded {
  type: "account_deleted";
}
const isAccountEnded = (data: unknown): data is AccountEnded =>
  typeof data === "object" && data !== null && (data as AccountEnded).type === "account_deleted";
const isSessionEnded = (data: unknown): data is SessionEnded =>
  typeof data === "object" &&
  data !== null &&
  (data as SessionEnded).type === "session_ended" &&
  typeof (data as SessionEnded).sessionId === "string";

/** Close codes the browser sees: the socket belongs to a session that is over. */
export const SOCKET_LOGGED_OUT = { code: 4401, reason: "logged out" } as const;
export const SOCKET_SESSION_EXPIRED = { code: 4401, reason: "session expired" } as const;
export const SOCKET_ACCOUNT_DELETED = { code: 4401, reason: "account deleted" } as const;
/** setTimeout's longest delay; a later expiry is re-armed when it comes. */
const TIMER_MS_MAX = 2 ** 31 - 1;

/**
 * The WebSocket hub: each replica subscribes once to every user's push subject and forwards a
 * message to the sockets of that user connected here. Unauthenticated upgrades are refused. A
 * socket lives no longer than its session: it is closed when the session expires, and when the user
 * logs out through any replica (that replica tells the others on the user's push subject).
 */
export class PushHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly sessionOf = new WeakMap<WebSocket, string>();
  readonly watched = new WatchedJobs();
  private sub: Subscription | undefined;
  /** Told of every session that ends (a logout through this replica or another). */
  onSessionEnded: ((sessionId: string) => void) | undefined;
  /** Told of every user who deleted their account (through this replica or another). */
  onAccountDeleted: ((userId: string) => void) | undefined;

  constructor(
    private readonly rt: Runtime,
    private readonly now: () => number = Date.now,
  ) {}

  async start() {
    this.sub = await this.rt.bus.subscribeTransient(subjects.allUserPushes, (subject, data) => {
      const userId = subject.slice(subject.lastIndexOf(".") + 1);
      if (isSessionEnded(data)) {
        this.onSessionEnded?.(data.sessionId);
        return this.closeSession(userId, data.sessionId, SOCKET_LOGGED_OUT);
      }
      if (isAccountEnded(data)) {
        this.onAccountDeleted?.(userId);
        return this.closeUser(userId, SOCKET_ACCOUNT_DELETED);
      }
      const parsed = WsServerMessageSchema.safeParse(data);
      if (parsed.success) this.send(userId, parsed.data);
    });
  }

  /** The session is over (logout): close its sockets here and on every other replica. */
  async endSession(userId: string, sessionId: string) {
    this.closeSession(userId, sessionId, SOCKET_LOGGED_OUT);
    await this.rt.bus
      .publishTransient(subjects.userPush(userId), { type: "session_ended", sessionId } satisfies SessionEnded)
      .catch((err) => this.rt.log.warn({ err }, "could not tell other replicas a session ended"));
  }

  /** The user deleted their account: every socket of theirs closes, here and on every other replica. */
  async endAccount(userId: string) {
    this.onAccountDeleted?.(userId);
    this.closeUser(userId, SOCKET_ACCOUNT_DELETED);
    await this.rt.bus
      .publishTransient(subjects.userPush(userId), { type: "account_deleted" } satisfies AccountEnded)
      .catch((err) => this.rt.log.warn({ err }, "could not tell other replicas an account was deleted"));
  }

  private closeUser(userId: string, why: { code: number; reason: string }) {
    for (const socket of this.sockets.get(userId) ?? []) socket.close(why.code, why.reason);
  }

  private closeSession(userId: string, sessionId: string, why: { code: number; reason: string }) {
    for (const socket of this.sockets.get(userId) ?? []) {
      if (this.sessionOf.get(socket) === sessionId) socket.close(why.code, why.reason);
    }
  }

  send(userId: string, message: WsServerMessage) {
    const payload = JSON.stringify(message);
    let shown = false;
    const job = message.type === "job.progress" ? message.job : undefined;
    for (const socket of this.sockets.get(userId) ?? []) {
      if (socket.readyState !== socket.OPEN) continue;
      socket.send(payload);
      if (job && this.watched.watches(socket, job.jobId)) shown = true;
    }
    // A page showing the job got its end: the user saw it, no mail about it is needed.
    if (shown && job && isEnd(job))
      void publishEndShown(this.rt, userId, job).catch((err) =>
        this.rt.log.warn({ err, jobId: job.jobId }, "could not tell that a job's end was shown"),
      );
  }

  /** A signed-in user's socket, kept until it closes or its session ends (expiresAt: ms since the epoch). */
  add(user: { id: string; sessionId: string; expiresAt: number }, socket: WebSocket) {
    const set = this.sockets.get(user.id) ?? new Set<WebSocket>();
    this.sockets.set(user.id, set);
    set.add(socket);
    this.sessionOf.set(socket, user.sessionId);
    let expiry: NodeJS.Timeout | undefined;
    const arm = () => {
      const left = user.expiresAt - this.now();
      if (left <= 0) return socket.close(SOCKET_SESSION_EXPIRED.code, SOCKET_SESSION_EXPIRED.reason);
      expiry = setTimeout(arm, Math.min(left, TIMER_MS_MAX));
      expiry.unref?.();
    };
    socket.on("close", () => {
      clearTimeout(expiry);
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(user.id);
    });
    arm();
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
    hub.add(user, socket);
    socket.send(JSON.stringify({ type: "hello", userId: user.id } satisfies WsServerMessage));
    socket.on("message", (raw) => {
      let msg: unknown;
      try {
        msg = JSON.parse(String(raw));
      } catch {
        return;
      }
      const parsed = WsClientMessageSchema.safeParse(msg);
      if (!parsed.success) return;
      if (parsed.data.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
      if (parsed.data.type === "watch") hub.watched.watch(socket, parsed.data.jobId);
    });
  });
}
