import { ConfigError } from "@suri/kit";
import { startSystem } from "./system";

/** Process entry: start the configured services and drain them on SIGTERM/SIGINT. */
async function main() {
  const system = await startSystem();
  const log = system.runtime.log;
  log.info({ url: system.url, services: system.services.map((s) => s.name) }, "Suri is running");
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, "shutting down: draining in-flight work");
    const force = setTimeout(() => {
      log.error("graceful shutdown timed out");
      process.exit(1);
    }, system.runtime.config.SHUTDOWN_GRACE_MS);
    force.unref();
    await system.stop();
    process.exit(0);
  };
  // A crash is logged as one structured line before the process dies, so it is never silent.
  process.on("unhandledRejection", (reason) => {
    log.fatal({ err: reason }, "unhandled promise rejection");
    process.exit(1);
  });
  process.on("uncaughtException", (err) => {
    log.fatal({ err }, "uncaught exception");
    process.exit(1);
  });
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
