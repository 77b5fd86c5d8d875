import {
  type RpcCall,
  type RpcCatalog,
  RpcErrorSchema,
  type RpcRequest,
  type RpcResponse,
  type RpcService,
  rpcCatalog,
  subjects,
} from "@suri/contracts";
import { z } from "zod";
import type { Bus, Subscription } from "./bus/port";
import { AppError } from "./errors";
import type { Logger } from "./log";

const ReplySchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: RpcErrorSchema }),
]);
// `budgetMs`: how long the caller waits; the server counts it from receipt, so clocks need not agree.
const RequestWireSchema = z.object({
  data: z.unknown(),
  correlationId: z.string(),
  budgetMs: z.number().nonnegative().optional().catch(undefined),
});

export interface RpcContext {
  correlationId: string;
  /**
   * When the caller stops waiting (epoch ms on this machine). Work that would finish after it is
   * answered to nobody: handlers check it before committing anything the caller must know about.
   */
  deadline: number;
}

/** The caller has given up: the work is dropped (nothing committed) rather than done for nobody. */
export const callerGaveUp = (subject = "request") => AppError.unavailable(`${subject} timed out`, "timeout");

/** An AppError's `details.retryAfterSec` (whole seconds), carried to the caller with the error. */
export const retryAfterOf = (err: AppError): number | undefined => {
  const sec = err.details?.retryAfterSec;
  return typeof sec === "number" && Number.isInteger(sec) && sec > 0 ? sec : undefined;
};

/** Without a budget from the caller (older clients), the longest a call may take. */
const DEFAULT_BUDGET_MS = 10_000;

type Def = { request: z.ZodType; response: z.ZodType };
const defOf = (service: RpcService, call: string): Def => (rpcCatalog[service] as Record<string, Def>)[call]!;

export interface RpcClient {
  call<S extends RpcService, C extends RpcCall<S>>(
    service: S,
    call: C,
    request: RpcRequest<S, C>,
    opts?: { correlationId?: string; timeoutMs?: number },
  ): Promise<RpcResponse<S, C>>;
}

/** Typed RPC over the bus: both ends validate with the contract's schemas. */
export function createRpcClient(bus: Bus, defaults: { timeoutMs: number }): RpcClient {
  return {
    async call(service, call, request, opts = {}) {
      const def = defOf(service, call);
      const data = def.request.parse(request);
      const timeoutMs = opts.timeoutMs ?? defaults.timeoutMs;
      const wire = { data, correlationId: opts.correlationId ?? crypto.randomUUID(), budgetMs: timeoutMs };
      const raw = await bus.request(subjects.rpc(service, call), wire, timeoutMs);
      const reply = ReplySchema.parse(raw);
      if (!reply.ok) {
        const { code, message, status, retryAfterSec } = reply.error;
        throw new AppError(code, message, status, retryAfterSec ? { retryAfterSec } : undefined);
      }
      return def.response.parse(reply.data) as never;
    },
  };
}

export type RpcHandlers<S extends RpcService> = {
  [C in RpcCall<S>]: (
    request: z.infer<RpcCatalog[S][C] extends Def ? RpcCatalog[S][C]["request"] : never>,
    ctx: RpcContext,
  ) => Promise<RpcResponse<S, C>>;
};

/** Answer a service's RPC calls; AppErrors travel as codes, anything else as a hidden 500. */
export async function serveRpc<S extends RpcService>(
  bus: Bus,
  service: S,
  handlers: RpcHandlers<S>,
  log: Logger,
): Promise<Subscription[]> {
  const subs: Subscription[] = [];
  for (const call of Object.keys(handlers) as RpcCall<S>[]) {
    const def = defOf(service, call);
    const handler = handlers[call] as (req: unknown, ctx: RpcContext) => Promise<unknown>;
    const sub = await bus.respond(subjects.rpc(service, call), service, async (raw) => {
      const receivedAt = Date.now();
      let correlationId = "unknown";
      try {
        const wire = RequestWireSchema.parse(raw);
        correlationId = wire.correlationId;
        const deadline = receivedAt + (wire.budgetMs ?? DEFAULT_BUDGET_MS);
        const request = def.request.safeParse(wire.data);
        if (!request.success) {
          return { ok: false, error: { code: "validation", message: "Invalid request", status: 400 } };
        }
        const data = await handler(request.data, { correlationId, deadline });
        return { ok: true, data: def.response.parse(data) };
      } catch (err) {
        if (err instanceof AppError) {
          const retryAfterSec = retryAfterOf(err);
          return {
            ok: false,
            error: {
              code: err.code,
              message: err.message,
              status: err.status,
              ...(retryAfterSec ? { retryAfterSec } : {}),
            },
          };
        }
        log.error({ err, service, call, correlationId }, "rpc handler failed");
        return { ok: false, error: { code: "internal", message: "Internal error", status: 500 } };
      }
    });
    subs.push(sub);
  }
  return subs;
}
