import type { RpcCall, RpcRequest, RpcResponse, RpcService } from "@suri/contracts";
import type { Runtime } from "@suri/kit";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * A request's call to the service that owns the data. The request's id travels as the call's correlation
 * id (the one place it is set); a refusal comes back as the service's AppError, which the error handler
 * answers with its status and SPEC message (a 5xx with a generic one).
 */
export type Forward = <S extends RpcService, C extends RpcCall<S>>(
  service: S,
  call: C,
  req: RpcRequest<S, C>,
  opts?: { timeoutMs?: number },
) => Promise<RpcResponse<S, C>>;

declare module "fastify" {
  interface FastifyRequest {
    /** Calls a service for this request (see `Forward`). */
    forward: Forward;
  }
}

/** Every request of `app` gets `request.forward`. */
export function installForwarding(app: FastifyInstance, rt: Runtime) {
  app.decorateRequest("forward", function forward(this: FastifyRequest, service, call, req, opts) {
    return rt.rpc.call(service, call, req, { ...opts, correlationId: this.id });
  } as Forward);
}
