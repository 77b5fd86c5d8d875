import type { RpcCall, RpcRequest, RpcResponse, RpcService } from "@suri/contracts";
import type { Runtime } from "@suri/kit";
import type { FastifyRequest } from "fastify";
import type { SessionUser, SessionVerifier } from "../session/session";

/** A route's call to the service that owns the data, for the signed-in user (401 without one). */
export type Forward = <S extends RpcService, C extends RpcCall<S>>(
  request: FastifyRequest,
  service: S,
  call: C,
  build: (user: SessionUser) => RpcRequest<S, C>,
) => Promise<RpcResponse<S, C>>;

/** One way to forward: the session required, the request's id as the call's correlation id. */
export function forwarder(rt: Runtime, sessions: SessionVerifier): Forward {
  return async (request, service, call, build) => {
    const user = await sessions.require(request);
    return rt.rpc.call(service, call, build(user), { correlationId: request.id });
  };
}
