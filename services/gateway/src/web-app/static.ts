import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Serve the built web app; any non-API path that is not a file gets index.html (client-side routes). */
export async function serveWebApp(app: FastifyInstance, distDir: string) {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, "index.html"))) {
    app.log.warn({ root }, "web app not built; run `npm run build --workspace @suri/web`");
    return;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: ["index.html"], maxAge: "1h", immutable: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" || request.url.startsWith("/api/") || request.url === "/ws") {
      return reply.status(404).send({ message: `Not found: ${request.method} ${request.url}`, code: "not_found" });
    }
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html");
  });
}
