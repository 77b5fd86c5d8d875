/**
 * The server for `npm run bench:abuse`, in its own process so the attacker and the probe never share its
 * event loop: Suri (embedded or distributed) and a page server holding hostile listing pages. It also
 * answers `GET /loop` on a port of its own with the longest event-loop delay of this process since the
 * last call (perf_hooks.monitorEventLoopDelay, 10 ms resolution), so the runner can read the server's
 * own stall beside the wait it saw. Prints `READY {"url","pages","loop"}` and serves until stdin closes.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { hostilePages } from "./abuse-shapes";

const mode = process.argv[2] === "distributed" ? "distributed" : "embedded";

const listen = (server: ReturnType<typeof createServer>) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

const pages = hostilePages();
const pageServer = createServer((req, res) => {
  const page = pages.get(req.url ?? "");
  if (!page) return void res.writeHead(404).end();
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
});
const pagePort = await listen(pageServer);

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const loopServer = createServer((_req, res) => {
  const maxMs = delay.max / 1e6;
  delay.reset();
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ maxMs }));
});
const loopPort = await listen(loopServer);

const { startTestSystem } = await import("../../../tests/support/system");
const sys = await startTestSystem(mode, `127.0.0.1:${pagePort}`, {
  OUTBOX_POLL_MS: "250",
  // The embedded default's limits, not the tests' raised ones: a burst meets what production meets.
  AUTH_ATTEMPTS_PER_MINUTE: process.env.AUTH_ATTEMPTS_PER_MINUTE ?? "1000",
});

process.stdout.write(
  `READY ${JSON.stringify({ url: sys.url, pages: `http://127.0.0.1:${pagePort}`, loop: `http://127.0.0.1:${loopPort}` })}\n`,
);
process.stdin.resume();
process.stdin.on("end", async () => {
  await sys.stop();
  pageServer.close();
  loopServer.close();
  process.exit(0);
});
