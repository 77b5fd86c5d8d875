import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import fastifyWebsocket from "@fastify/websocket";
import { newId, type Runtime } from "@suri/kit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { accountRoutes } from "./account/routes";
import { installErrorHandler } from "./http/errors";
import { refuseCrossSiteWrites } from "./http/origin";
import { newsRoutes } from "./news/routes";
import { diagnosticRoutes, paymentRoutes } from "./payments/routes";
import { PushHub, pushRoutes } from "./push/hub";
import { reportRoutes } from "./reports/routes";
import { SessionVerifier } from "./session/session";
import { uploadRoutes } from "./uploads/routes";
import { serveWebApp } from "./web-app/static";

export interface GatewayOptions {
  cookieSecure: boolean;
  publicOrigins: string[];
  webDistDir: string;
  authAttemptsPerMinute: number;
  ready(): Promise<boolean>;
}

/** The HTTP edge: the SPEC's API, the push socket, the docs and the web app, all on one port. */
export async function buildGateway(rt: Runtime, opts: GatewayOptions): Promise<{ app: FastifyInstance; hub: PushHub }> {
  const app = Fastify({
    loggerInstance: rt.log.child({ service: "gateway" }) as FastifyBaseLogger,
    genReqId: (req) =>
      typeof req.headers["x-correlation-id"] === "string" ? req.headers["x-correlation-id"].slice(0, 64) : newId(),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(fastifyHelmet, {
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
    hsts: opts.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Suri API", version: "1.0.0", description: "Property-investment reports for Filipinos abroad." },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/docs" });

  const sessions = new SessionVerifier(rt, {
    cookieName: opts.cookieSecure ? "__Host-suri_session" : "suri_session",
    cookieSecure: opts.cookieSecure,
    checkCacheMs: 5_000,
  });
  const hub = new PushHub(rt);
  await hub.start();

  refuseCrossSiteWrites(app, opts.publicOrigins);
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (_req, reply) => {
    const ready = await opts.ready();
    return reply.status(ready ? 200 : 503).send({ status: ready ? "ready" : "not ready" });
  });
  accountRoutes(app, rt, sessions, { max: opts.authAttemptsPerMinute, timeWindow: "1 minute" });
  reportRoutes(app, rt, sessions);
  uploadRoutes(app, rt, sessions);
  newsRoutes(app, rt);
  paymentRoutes(app, rt, sessions, { publicOrigin: opts.publicOrigins[0] });
  diagnosticRoutes(app, rt);
  pushRoutes(app, hub, sessions);
  await serveWebApp(app, opts.webDistDir);
  return { app, hub };
}
