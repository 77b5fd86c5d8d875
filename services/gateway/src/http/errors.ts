import { AppError, retryAfterOf } from "@suri/kit";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/**
 * One error handler: AppErrors keep their status and SPEC message; request validation becomes a
 * 400 naming the field; anything else is a 500 whose cause is logged, never shown.
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
      if (err.status >= 500) request.log.error({ err }, "upstream failure");
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
    return reply.status(500).send({ message: "Something went wrong on our side. Please try again.", code: "internal" });
  });
}
