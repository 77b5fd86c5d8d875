import type { FastifyInstance, FastifyReply, onSendAsyncHookHandler } from "fastify";
import type { SessionVerifier } from "../session/session";
import type { UserReadsKeeper } from "./keep-current";
import type { Coding, UserReads } from "./user-reads";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route changes nothing: a signed-in user's request through it leaves their kept reads as they are. */
    readOnly?: boolean;
  }
}

/** When a route's answer may be kept, and for how long. Kept whenever it loads, by default. */
export interface KeepPolicy<T> {
  keep?(value: T): boolean;
  /** ms since the epoch */
  expiresAt?(value: T): number;
  othersChanged?(value: T): boolean;
}

/** Accept-Encoding headers seen, and the codings each takes: browsers send a handful of them. */
const judged = new Map<string, readonly Coding[]>();

/** The codings of ours an Accept-Encoding takes (named, or "*", and not refused with q=0), brotli first. */
export function codingsTaken(acceptEncoding: string | undefined): readonly Coding[] {
  if (!acceptEncoding) return [];
  let takes = judged.get(acceptEncoding);
  if (takes === undefined) {
    takes = judgeCodings(acceptEncoding);
    if (judged.size >= 256) judged.clear();
    judged.set(acceptEncoding, takes);
  }
  return takes;
}

function judgeCodings(acceptEncoding: string): readonly Coding[] {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";");
    const coding = name.trim().toLowerCase();
    const value = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(coding, value === undefined ? 1 : Number(value));
  }
  const takes = (coding: Coding) => (q.get(coding) ?? q.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).filter(takes);
}

/**
 * Answers from the user's read model: the kept JSON (brotli or gzip when the client takes it and it
 * is large) when there is one, else `load`'s answer, serialised by this route's response schema once
 * and kept as the policy says.
 */
export async function answerFromReads<T>(
  reads: UserReads,
  reply: FastifyReply,
  userId: string,
  key: string,
  load: () => Promise<T>,
  policy: KeepPolicy<T> = {},
): Promise<FastifyReply> {
  const codings = codingsTaken(reply.request.headers["accept-encoding"]);
  const answer = await reads.read(
    userId,
    key,
    async () => {
      const value = await load();
      return {
        body: String(reply.serialize(value)),
        keep: policy.keep?.(value) ?? true,
        expiresAt: policy.expiresAt?.(value),
        othersChanged: policy.othersChanged?.(value) ?? false,
      };
    },
    codings,
  );
  reply.type("application/json; charset=utf-8").header("vary", "Accept-Encoding");
  for (const coding of codings) {
    const coded = answer.coded[coding];
    if (coded) return reply.header("content-encoding", coding).send(coded);
  }
  return reply.send(answer.body);
}

/**
 * Any /api request a signed-in user makes through a route not marked `readOnly` may have changed
 * their data (a purchase, a new job, a renamed report, a payment verified): before it is answered,
 * their kept reads are dropped here, and the other replicas are told. Writes are found by default,
 * so a new route cannot forget to say it writes.
 */
export function dropReadsOnWrites(app: FastifyInstance, sessions: SessionVerifier, keeper: UserReadsKeeper) {
  const drop: onSendAsyncHookHandler = async (request, _reply, payload) => {
    const user = await sessions.current(request).catch(() => null);
    if (user) keeper.changed(user.id);
    return payload;
  };
  // Attached to each route that may write as it is declared, so a read pays nothing for it.
  app.addHook("onRoute", (route) => {
    if (route.config?.readOnly || !route.url?.startsWith("/api/")) return;
    const own = route.onSend ?? [];
    route.onSend = [...(Array.isArray(own) ? own : [own]), drop];
  });
}
