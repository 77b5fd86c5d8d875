import {
  ApiErrorSchema,
  CompleteDemoCheckoutRequestSchema,
  CompleteDemoCheckoutResponseSchema,
  CreateCheckoutRequestSchema,
  CreateCheckoutResponseSchema,
  CreditHistorySchema,
  DemoCheckoutSessionSchema,
  PaymentConfigResponseSchema,
  RestoreCreditRequestSchema,
  RestoreCreditResponseSchema,
  VerifyPaymentResponseSchema,
} from "@suri/contracts";
import { AppError, type Runtime } from "@suri/kit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forwarder } from "../http/forward";
import type { UserReadsKeeper } from "../read-model/keep-current";
import type { SessionVerifier } from "../session/session";

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
};
const sessionIdSchema = z.string().min(1).max(300);

/**
 * Stripe's return URLs are built on `opts.publicOrigin` (PUBLIC_ORIGINS' first entry), never on the
 * request's Host or X-Forwarded-Proto, which a client or a misconfigured proxy could choose.
 */
export function paymentRoutes(
  app: FastifyInstance,
  rt: Runtime,
  sessions: SessionVerifier,
  opts: { publicOrigin: string; keeper: UserReadsKeeper },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const forward = forwarder(rt, sessions);
  const readOnly = { readOnly: true };

  r.get(
    "/api/credits/history",
    { schema: { tags: ["credits"], response: { 200: CreditHistorySchema, 401: ApiErrorSchema } }, config: readOnly },
    async (request) => forward(request, "ledger", "GetHistory", (user) => ({ accountId: user.id })),
  );

  r.post(
    "/api/create-checkout-session",
    {
      schema: {
        tags: ["payments"],
        body: CreateCheckoutRequestSchema.optional(),
        response: { 200: CreateCheckoutResponseSchema, ...errors },
      },
    },
    async (request) =>
      forward(request, "ledger", "CreateCheckout", (user) => ({
        accountId: user.id,
        packId: request.body?.packId ?? "credit_1",
        origin: opts.publicOrigin,
      })),
  );

  r.get(
    "/api/verify-payment",
    {
      schema: {
        tags: ["payments"],
        querystring: z.object({ session_id: sessionIdSchema }),
        response: { 200: VerifyPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await sessions.require(request).catch(() => {
        throw AppError.unauthorized("Please log in to verify your payment", "auth_required");
      });
      return rt.rpc.call(
        "ledger",
        "VerifyPayment",
        { accountId: user.id, sessionId: request.query.session_id },
        { correlationId: request.id },
      );
    },
  );

  r.get(
    "/api/stripe-config",
    { schema: { tags: ["payments"], response: { 200: PaymentConfigResponseSchema } }, config: readOnly },
    async (request) => {
      const c = await rt.rpc.call("ledger", "GetPaymentConfig", {}, { correlationId: request.id });
      return {
        hasPublicKey: c.hasPublicKey,
        message: c.message,
        demoCheckout: c.demoCheckout,
        publishableKey: c.publishableKey,
      };
    },
  );

  r.get(
    "/api/demo-checkout/:sessionId",
    {
      schema: {
        tags: ["payments"],
        params: z.object({ sessionId: sessionIdSchema }),
        response: { 200: DemoCheckoutSessionSchema, ...errors },
      },
      config: readOnly,
    },
    async (request) =>
      forward(request, "ledger", "GetDemoCheckout", (user) => ({
        accountId: user.id,
        sessionId: request.params.sessionId,
      })),
  );

  r.post(
    "/api/demo-checkout/complete",
    {
      schema: {
        tags: ["payments"],
        body: CompleteDemoCheckoutRequestSchema,
        response: { 200: CompleteDemoCheckoutResponseSchema, ...errors },
      },
    },
    async (request) =>
      forward(request, "ledger", "CompleteDemoCheckout", (user) => ({
        accountId: user.id,
        sessionId: request.body.sessionId,
      })),
  );

  r.post(
    "/api/reports/:id/restore-credit",
    {
      schema: {
        tags: ["credits"],
        params: z.object({ id: z.string().uuid() }),
        body: RestoreCreditRequestSchema,
        response: { 200: RestoreCreditResponseSchema, 422: ApiErrorSchema, 429: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const user = await sessions.require(request);
      // Ownership first: the analyzer answers 403/404 for someone else's report.
      const report = await rt.rpc.call(
        "analyzer",
        "GetReport",
        { userId: user.id, reportId: request.params.id },
        { correlationId: request.id },
      );
      return rt.rpc.call(
        "ledger",
        "RestoreCredit",
        { accountId: user.id, jobId: report.jobId, reason: request.body.reason },
        { correlationId: request.id },
      );
    },
  );

  // Stripe calls this; the signature covers the exact bytes, so the body stays a raw string here.
  app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 1_000_000 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post("/api/stripe/webhook", { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || typeof request.body !== "string") {
        return reply.status(400).send({ message: "Missing Stripe signature", code: "invalid_signature" });
      }
      const answer = await rt.rpc.call(
        "ledger",
        "HandleStripeWebhook",
        { payload: request.body, signature },
        { correlationId: request.id },
      );
      // The buyer's kept reads are dropped on every replica before Stripe (and the buyer's browser
      // after it) hears back; everyone's, should the ledger not say whose credits these are.
      if (answer.credited) {
        if (answer.accountId) opts.keeper.changed(answer.accountId);
        else opts.keeper.changedAll();
      }
      return { received: answer.received, credited: answer.credited };
    });
  });
}

/** Development aids of SPEC (payment test and diagnostic pages): presence booleans only, never values; 404 in production. */
export function diagnosticRoutes(app: FastifyInstance, rt: Runtime) {
  const guard = async (request: FastifyRequest) => {
    const c = await rt.rpc.call("ledger", "GetPaymentConfig", {}, { correlationId: request.id });
    if (c.environment === "production") throw AppError.notFound("Not found", "not_found");
    return c;
  };
  app.get("/api/diagnostic/environment", { schema: { hide: true } }, async (request) => {
    const c = await guard(request);
    return {
      environment: c.environment,
      mode: rt.bus.kind === "nats" ? "distributed" : "embedded",
      database: rt.db.kind,
      bus: rt.bus.kind,
      nodeVersion: process.version,
    };
  });
  app.get("/api/diagnostic/stripe-config", { schema: { hide: true } }, async (request) => {
    const c = await guard(request);
    return {
      secretKeyPresent: c.secretKeyPresent,
      publishableKeyPresent: c.hasPublicKey,
      webhookSecretPresent: c.webhookSecretPresent,
      demoCheckout: c.demoCheckout,
      mode: c.demoCheckout ? "demo" : c.secretKeyPresent ? "stripe" : "unavailable",
    };
  });
}
