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
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { UserReadsKeeper } from "../read-model/keep-current";

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
};
const sessionIdSchema = z.string().min(1).max(300);

export interface PaymentRouteOptions {
  publicOrigin: string;
  keeper: UserReadsKeeper;
}

/**
 * The credit and payment routes (under /api). Stripe's return URLs are built on `opts.publicOrigin`
 * (PUBLIC_ORIGINS' first entry), never on the request's Host or X-Forwarded-Proto, which a client or a
 * misconfigured proxy could choose.
 */
export const paymentRoutes: FastifyPluginAsync<PaymentRouteOptions> = async (app, opts) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readOnly = { readOnly: true };

  r.get(
    "/credits/history",
    { schema: { tags: ["credits"], response: { 200: CreditHistorySchema, 401: ApiErrorSchema } }, config: readOnly },
    async (request) => request.forward("ledger", "GetHistory", { accountId: request.user.id }),
  );

  r.post(
    "/create-checkout-session",
    {
      schema: {
        tags: ["payments"],
        body: CreateCheckoutRequestSchema.optional(),
        response: { 200: CreateCheckoutResponseSchema, ...errors },
      },
    },
    async (request) =>
      request.forward("ledger", "CreateCheckout", {
        accountId: request.user.id,
        packId: request.body?.packId ?? "credit_1",
        origin: opts.publicOrigin,
      }),
  );

  r.get(
    "/verify-payment",
    {
      schema: {
        tags: ["payments"],
        querystring: z.object({ session_id: sessionIdSchema }),
        response: { 200: VerifyPaymentResponseSchema, ...errors },
      },
      config: { signedOut: { message: "Please log in to verify your payment", code: "auth_required" } },
    },
    async (request) =>
      request.forward("ledger", "VerifyPayment", { accountId: request.user.id, sessionId: request.query.session_id }),
  );

  r.get(
    "/stripe-config",
    {
      schema: { tags: ["payments"], response: { 200: PaymentConfigResponseSchema } },
      config: { ...readOnly, visitor: true },
    },
    async (request) => {
      const c = await request.forward("ledger", "GetPaymentConfig", {});
      return {
        hasPublicKey: c.hasPublicKey,
        message: c.message,
        demoCheckout: c.demoCheckout,
        publishableKey: c.publishableKey,
      };
    },
  );

  r.get(
    "/demo-checkout/:sessionId",
    {
      schema: {
        tags: ["payments"],
        params: z.object({ sessionId: sessionIdSchema }),
        response: { 200: DemoCheckoutSessionSchema, ...errors },
      },
      config: readOnly,
    },
    async (request) =>
      request.forward("ledger", "GetDemoCheckout", { accountId: request.user.id, sessionId: request.params.sessionId }),
  );

  r.post(
    "/demo-checkout/complete",
    {
      schema: {
        tags: ["payments"],
        body: CompleteDemoCheckoutRequestSchema,
        response: { 200: CompleteDemoCheckoutResponseSchema, ...errors },
      },
    },
    async (request) =>
      request.forward("ledger", "CompleteDemoCheckout", {
        accountId: request.user.id,
        sessionId: request.body.sessionId,
      }),
  );

  r.post(
    "/reports/:id/restore-credit",
    {
      schema: {
        tags: ["credits"],
        params: z.object({ id: z.string().uuid() }),
        body: RestoreCreditRequestSchema,
        response: { 200: RestoreCreditResponseSchema, 422: ApiErrorSchema, 429: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const accountId = request.user.id;
      // Ownership first: the analyzer answers 403/404 for someone else's report.
      const report = await request.forward("analyzer", "GetReport", { userId: accountId, reportId: request.params.id });
      return request.forward("ledger", "RestoreCredit", {
        accountId,
        jobId: report.jobId,
        reason: request.body.reason,
      });
    },
  );

  // Stripe calls this; the signature covers the exact bytes, so the body stays a raw string here.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 1_000_000 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post("/stripe/webhook", { schema: { hide: true }, config: { visitor: true } }, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || typeof request.body !== "string") {
        return reply.status(400).send({ message: "Missing Stripe signature", code: "invalid_signature" });
      }
      const answer = await request.forward("ledger", "HandleStripeWebhook", { payload: request.body, signature });
      // The buyer's kept reads are dropped on every replica before Stripe (and the buyer's browser
      // after it) hears back; everyone's, should the ledger not say whose credits these are.
      if (answer.credited) {
        if (answer.accountId) opts.keeper.changed(answer.accountId);
        else opts.keeper.changedAll();
      }
      return { received: answer.received, credited: answer.credited };
    });
  });
};

/**
 * Development aids of SPEC (payment test and diagnostic pages, under /api): presence booleans only, never
 * values; 404 in production.
 */
export const diagnosticRoutes: FastifyPluginAsync<{ rt: Runtime }> = async (app, { rt }) => {
  const guard = async (request: FastifyRequest) => {
    const c = await request.forward("ledger", "GetPaymentConfig", {});
    if (c.environment === "production") throw AppError.notFound("Not found", "not_found");
    return c;
  };
  const opts = { schema: { hide: true }, config: { visitor: true } };
  app.get("/diagnostic/environment", opts, async (request) => {
    const c = await guard(request);
    return {
      environment: c.environment,
      mode: rt.bus.kind === "nats" ? "distributed" : "embedded",
      database: rt.db.kind,
      bus: rt.bus.kind,
      nodeVersion: process.version,
    };
  });
  app.get("/diagnostic/stripe-config", opts, async (request) => {
    const c = await guard(request);
    return {
      secretKeyPresent: c.secretKeyPresent,
      publishableKeyPresent: c.hasPublicKey,
      webhookSecretPresent: c.webhookSecretPresent,
      demoCheckout: c.demoCheckout,
      mode: c.demoCheckout ? "demo" : c.secretKeyPresent ? "stripe" : "unavailable",
    };
  });
};
