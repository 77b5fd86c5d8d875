import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import fastifyWebsocket from "@fastify/websocket";
import { newId, type Runtime } from "@suri/kit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { mailLinkRoutes } from "./account/mail-links";
import { preferenceRoutes } from "./account/preferences";
import { accountRoutes } from "./account/routes";
import { SignInGuard } from "./account/sign-in-guard";
import { correctionRoutes } from "./corrections/routes";
import { devMailRoutes } from "./dev-mail/routes";
import { installErrorHandler } from "./http/errors";
import { installForwarding } from "./http/forward";
import { originAllowed, refuseCrossSiteWrites } from "./http/origin";
import { requestLogger } from "./http/request-logger";
import { API_HEADERS, securityHeaders } from "./http/security-headers";
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, type LoginThrottleOptions } from "./limits/login-throttle";
import { DEFAULT_REPORT_RATES, type ReportRateOptions, ReportRates } from "./limits/report-rates";
import { MemoryLimitStore, RedisLimitStore } from "./limits/store";
import { newsRoutes } from "./news/routes";
import { textReportRoutes } from "./pasted-text/routes";
import { diagnosticRoutes, paymentRoutes } from "./payments/routes";
import { PushHub, pushRoutes } from "./push/hub";
import { dropReadsOnWrites } from "./read-model/answer";
import { keepUserReadsCurrent } from "./read-model/keep-current";
import { UserReads, type UserReadsOptions } from "./read-model/user-reads";
import { reportDocumentRoutes } from "./reports/report-documents";
import { reportRoutes } from "./reports/routes";
import { screeningRoutes } from "./screenings/routes";
import { requireSignIn } from "./session/api-scope";
import { SessionVerifier } from "./session/session";
import { shareLinkRoutes } from "./share-links/routes";
import { socialSignInRoutes } from "./social-sign-in/routes";
import { uploadRoutes } from "./uploads/routes";
import { PageRenderer } from "./web-app/page-renderer";
import { serveWebApp } from "./web-app/static";
import { userPageRenderer } from "./web-app/user-pages";

export interface GatewayOptions {
  /** SURI_ENV=production: no /docs, no diagnostic endpoints. */
  production?: boolean;
  cookieSecure: boolean;
  publicOrigins: string[];
  /** Reverse proxies whose X-Forwarded-For is believed (IPs/CIDRs); none by default. */
  trustedProxies?: string[];
  webDistDir: string;
  /**
   * The web build's server bundle, which renders a signed-in user's report page to HTML; without it (or
   * with `false`) every signed-in page gets the shell. Default: web/dist-server/render.mjs beside webDistDir.
   */
  webServerBundle?: string | false;
  authAttemptsPerMinute: number;
  loginThrottle?: Partial<LoginThrottleOptions>;
  /** How fast a user may start reports and a client have texts read (defaults: DEFAULT_REPORT_RATES). */
  reportRates?: Partial<ReportRateOptions>;
  /** Shared store for rate limits and login locks (several replicas); memory when absent. */
  redis?: Redis;
  /** The read model of users' hot reads (defaults: DEFAULT_USER_READS). */
  userReads?: Partial<UserReadsOptions>;
  ready(): Promise<boolean>;
}

/** Half a minute at most, 64 MiB in all, 32 answers a user. */
export const DEFAULT_USER_READS: UserReadsOptions = {
  maxAgeMs: 30_000,
  bytesMax: 64 * 1024 * 1024,
  entriesPerUserMax: 32,
};

/** The HTTP edge: the SPEC's API, the push socket, the docs and the web app, all on one port. */
export async function buildGateway(rt: Runtime, opts: GatewayOptions): Promise<{ app: FastifyInstance; hub: PushHub }> {
  const app = Fastify({
    loggerInstance: rt.log.child({ service: "gateway" }) as FastifyBaseLogger,
    childLoggerFactory: requestLogger,
    genReqId: (req) =>
      typeof req.headers["x-correlation-id"] === "string" ? req.headers["x-correlation-id"].slice(0, 64) : newId(),
    bodyLimit: 1024 * 1024,
    // Only a configured proxy may say who the client is; otherwise request.ip is the socket's address.
    trustProxy: opts.trustedProxies?.length ? opts.trustedProxies : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installForwarding(app, rt);

  const hsts = opts.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  securityHeaders(app, {
    documents: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "https:"],
          connectSrc: ["'self'", "ws:", "wss:"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: opts.cookieSecure ? [] : null,
        },
      },
      hsts,
    },
    api: { ...API_HEADERS, hsts },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: "suri:rate-limit:" } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Suri API", version: "1.0.0", description: "Property-investment reports for Filipinos abroad." },
    },
    transform: jsonSchemaTransform,
  });
  if (!opts.production) await app.register(fastifySwaggerUi, { routePrefix: "/docs" });

  const sessions = new SessionVerifier(rt, {
    cookieName: opts.cookieSecure ? "__Host-suri_session" : "suri_session",
    cookieSecure: opts.cookieSecure,
    checkCacheMs: 5_000,
  });
  const hub = new PushHub(rt);
  // A logout through another replica reaches this one on the user's push subject.
  hub.onSessionEnded = (sessionId) => sessions.forget(sessionId);
  hub.onAccountDeleted = (userId) => sessions.forgetUser(userId);
  await hub.start();

  const reads = new UserReads({ ...DEFAULT_USER_READS, ...opts.userReads });
  const keeper = await keepUserReadsCurrent(rt, reads);
  app.addHook("onClose", () => keeper.stop());
  dropReadsOnWrites(app, sessions, keeper);

  refuseCrossSiteWrites(app, opts.publicOrigins);
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (_req, reply) => {
    const ready = await opts.ready();
    return reply.status(ready ? 200 : 503).send({ status: ready ? "ready" : "not ready" });
  });
  const throttleOpts = { ...DEFAULT_LOGIN_THROTTLE, ...opts.loginThrottle };
  const limits = opts.redis ? new RedisLimitStore(opts.redis) : new MemoryLimitStore();
  const reportRates = new ReportRates(limits, { ...DEFAULT_REPORT_RATES, ...opts.reportRates }, (err) =>
    app.log.warn({ err }, "report rate limits unavailable: request let through"),
  );
  const signInGuard = new SignInGuard(new LoginThrottle(limits, throttleOpts), {
    name: opts.cookieSecure ? "__Host-suri_device" : "suri_device",
    secure: opts.cookieSecure,
    ttlMs: throttleOpts.deviceTtlMs,
  });
  const authRateLimit = { max: opts.authAttemptsPerMinute, timeWindow: "1 minute" };
  // Stripe's return URLs come from configuration only, never from the request's Host or X-Forwarded-*.
  const publicOrigin = (opts.publicOrigins[0] ?? `http://localhost:${rt.config.PORT}`).replace(/\/$/, "");
  // The SPEC's API: each slice's routes a plugin in the /api scope, whose hook sets request.user for
  // every route not marked `config: { visitor: true }`.
  await app.register(
    async (api) => {
      requireSignIn(api, sessions);
      await api.register(accountRoutes, { sessions, authRateLimit, guard: signInGuard, hub, reads });
      await api.register(mailLinkRoutes, { sessions, hub, keeper, authRateLimit });
      await api.register(preferenceRoutes);
      await api.register(reportRoutes, { reads, rates: reportRates });
      await api.register(reportDocumentRoutes);
      await api.register(uploadRoutes, { rt, rates: reportRates });
      await api.register(textReportRoutes, { rates: reportRates });
      await api.register(screeningRoutes, { rates: reportRates });
      await api.register(correctionRoutes, { rates: reportRates });
      await api.register(shareLinkRoutes);
      await api.register(newsRoutes);
      await api.register(paymentRoutes, { publicOrigin, keeper });
      await api.register(socialSignInRoutes, {
        sessions,
        publicOrigin,
        cookieSecure: opts.cookieSecure,
        rateLimit: authRateLimit,
      });
      if (!opts.production) await api.register(diagnosticRoutes, { rt });
    },
    { prefix: "/api" },
  );
  if (!opts.production) await app.register(devMailRoutes);
  // The socket's plugin in a scope of its own: its hooks run for /ws only, not for every API request.
  await app.register(async (scope) => {
    await scope.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
    pushRoutes(scope, hub, sessions, (request) => originAllowed(request, opts.publicOrigins));
  });
  const bundle =
    opts.webServerBundle ?? path.join(path.dirname(path.resolve(opts.webDistDir)), "dist-server", "render.mjs");
  const shell = path.join(opts.webDistDir, "index.html");
  let renderUserPage: ReturnType<typeof userPageRenderer> | undefined;
  if (bundle && PageRenderer.available(bundle, shell)) {
    const renderer = new PageRenderer(
      { bundle, shell, timeoutMs: 5_000, maxPending: 16, cacheEntries: 64, cacheMs: 10 * 60_000 },
      app.log,
    );
    app.addHook("onClose", () => renderer.close());
    renderUserPage = userPageRenderer(rt, sessions, renderer);
  }
  await serveWebApp(app, opts.webDistDir, { sessionCookie: sessions.opts.cookieName, renderUserPage });
  return { app, hub };
}
