import path from "node:path";
import { fileURLToPath } from "node:url";
import { csv, httpRequestDuration, httpRequests, loadConfig, type RunningService, type Runtime } from "@suri/kit";
import { z } from "zod";
import { buildGateway } from "./app";

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

export const GatewayConfigSchema = z.object({
  /** Send the session cookie only over HTTPS (and with the __Host- prefix). Off for local http. */
  COOKIE_SECURE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Origins allowed to make state-changing requests besides the request's own host. */
  PUBLIC_ORIGINS: csv,
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
});

export async function startGateway(
  rt: Runtime,
  ready: () => Promise<boolean>,
): Promise<RunningService & { address: string }> {
  const config = loadConfig(GatewayConfigSchema, rt.env);
  const { app, hub } = await buildGateway(rt, {
    cookieSecure: config.COOKIE_SECURE,
    publicOrigins: config.PUBLIC_ORIGINS,
    webDistDir: config.WEB_DIST_DIR,
    authAttemptsPerMinute: config.AUTH_ATTEMPTS_PER_MINUTE,
    ready,
  });
  // Prometheus: every answer counted by route pattern (never the raw URL: bounded label values).
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpRequestDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  const address = await app.listen({ port: rt.config.PORT, host: rt.config.HOST });
  rt.log.info({ address }, "gateway listening");
  return {
    name: "gateway",
    address,
    subscriptions: [],
    stop: async () => {
      await hub.stop();
      await app.close();
    },
  };
}
