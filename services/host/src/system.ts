import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  BaseConfigSchema,
  createLogger,
  createRuntime,
  type Logger,
  loadConfig,
  type RunningService,
  type Runtime,
  renderMetrics,
  type ServiceModule,
  type ServiceName,
  type System,
  startServices,
} from "@suri/kit";
import { z } from "zod";

export interface RunningSystem extends System {
  runtime: Runtime;
  /** http://host:port of the gateway, or of the health endpoint when the gateway is not here. */
  url: string;
}

/**
 * The composition root: the services named in SURI_SERVICES (all six by default) in this process,
 * over PostgreSQL + JetStream when DATABASE_URL / NATS_URL are set, else PGlite + the in-process bus.
 */
export async function startSystem(env: NodeJS.ProcessEnv = process.env, log?: Logger): Promise<RunningSystem> {
  const config = loadConfig(BaseConfigSchema, env);
  const logger = log ?? createLogger({ level: config.LOG_LEVEL, name: "suri" });
  const runtime = await createRuntime(config, logger, `suri-${config.SURI_SERVICES.join("+")}`, env);
  const wanted = new Set<ServiceName>(config.SURI_SERVICES);
  let system: System | undefined;
  const ready = () => system?.ready() ?? Promise.resolve(false);
  let url = "";
  // Loaded on demand: a process running one service does not load the others' code.
  const modules: [ServiceName, ServiceModule][] = [
    ["ledger", async (rt) => (await import("@suri/ledger")).startLedger(rt)],
    ["auth", async (rt) => (await import("@suri/auth")).startAuth(rt)],
    ["analyzer", async (rt) => (await import("@suri/analyzer")).startAnalyzer(rt)],
    ["scraper", async (rt) => (await import("@suri/scraper")).startScraper(rt)],
    ["notification", async (rt) => (await import("@suri/notification")).startNotification(rt)],
    [
      "gateway",
      async (rt) => {
        const gw = await (await import("@suri/gateway")).startGateway(rt, ready);
        url = gw.address;
        return gw;
      },
    ],
  ];
  const selected = modules.filter(([name]) => wanted.has(name)).map(([, start]) => start);
  if (!wanted.has("gateway")) selected.push((rt) => healthServer(rt, ready, (u) => (url = u)));
  const { METRICS_PORT } = loadConfig(MetricsConfigSchema, env);
  if (METRICS_PORT !== undefined) selected.push((rt) => metricsServer(rt, METRICS_PORT));
  system = await startServices(runtime, selected);
  return { ...system, runtime, url };
}

const MetricsConfigSchema = z.object({
  /** Serve Prometheus /metrics on this port (k8s and compose: 9464); unset: no metrics endpoint. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
});

/** Prometheus /metrics on its own port, never on the gateway's public one. */
async function metricsServer(rt: Runtime, port: number): Promise<RunningService> {
  const server = createServer(async (req, res) => {
    if (req.url !== "/metrics") return void res.writeHead(404).end();
    try {
      const { contentType, body } = await renderMetrics();
      res.writeHead(200, { "content-type": contentType }).end(body);
    } catch (err) {
      rt.log.error({ err }, "metrics failed");
      res.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, rt.config.HOST, resolve));
  return {
    name: "health",
    subscriptions: [],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A process without the gateway still answers /healthz and /readyz for its orchestrator. */
async function healthServer(
  rt: Runtime,
  ready: () => Promise<boolean>,
  onUrl: (url: string) => void,
): Promise<RunningService> {
  const server = createServer(async (req, res) => {
    if (req.url === "/healthz")
      return void res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
    if (req.url === "/readyz") {
      const ok = await ready();
      return void res
        .writeHead(ok ? 200 : 503, { "content-type": "application/json" })
        .end(JSON.stringify({ status: ok ? "ready" : "not ready" }));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(rt.config.PORT, rt.config.HOST, resolve));
  const { port } = server.address() as AddressInfo;
  onUrl(`http://127.0.0.1:${port}`);
  return {
    name: "health",
    subscriptions: [],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
