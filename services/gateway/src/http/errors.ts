import { AppError, retryAfterOf } from "@suri/kit";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/**
 * 5xx answers whose message was written for users (payments or Google sign-in not set up or down); every
 * other 5xx message names internals ("no responder for suri.rpc…", "reservation missing…") and is not shown.
 */
const USER_FACING_5XX = new Set(["missing_stripe_keys", "checkout_failed", "social_unavailable"]);
const SERVER_FAULT_MESSAGE = "Something went wrong on our side. Please try again.";
const UNAVAILABLE_MESSAGE = "Suri is busy or briefly unavailable. Please try again in a moment.";

/**
 * One error handler: AppErrors keep their status and SPEC message; request validation becomes a
 * 400 naming the field; a 5xx says only that the fault is ours, with the request id its log carries.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // A busy service says when to come back (password hashing: when the queue ahead has drained).
      const retryAfterSec = retryAfterOf(err);
      if (retryAfterSec) reply.header("retry-after", String(retryAfterSec));
      if (err.code === "auth_busy") {
        request.log.warn({ code: err.code, retryAfterSec }, "auth busy");
        return reply.status(err.status).send({ message: err.message, code: err.code });
      }
      if (err.status >= 500) {
        request.log.error({ err }, "upstream failure");
        const message = USER_FACING_5XX.has(err.code)
          ? err.message
          : err.status === 503
            ? UNAVAILABLE_MESSAGE
            : SERVER_FAULT_MESSAGE;
        return reply.status(err.status).send({ message, code: err.code, requestId: request.id });
      }
      if (err.code === "weak_password") {
        return reply
          .status(400)
          .send({ message: err.message, code: err.code, fieldErrors: { password: [err.message] } });
      }
      return reply.status(err.status).send({ message: err.message, code: err.code });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const field = String(v.instancePath ?? "").replace(/^\//, "") || "body";
        fieldErrors[field] = [...(fieldErrors[field] ?? []), v.message ?? "Invalid input"];
      }
      const first = err.validation[0]?.message ?? "Invalid input";
      return reply.status(400).send({ message: first, code: "validation", fieldErrors });
    }
    if (err.statusCode && err.statusCode < 500) {
      const message =
        err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError
          ? "Malformed JSON in request body"
          : err.message;
      return reply.status(err.statusCode).send({ message, code: err.code ?? "bad_request" });
    }
    request.log.error({ err }, "request failed");
    return reply.status(500).send({ message: SERVER_FAULT_MESSAGE, code: "internal", requestId: request.id });
  });
}
