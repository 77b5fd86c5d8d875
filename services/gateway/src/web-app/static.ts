import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ message: `Not found: ${request.method} ${request.url}`, code: "not_found" });

/**
 * Serve the built web app; a GET of any other non-API path gets index.html so client-side routes
 * load. Unknown API paths answer a JSON 404.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string) {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, "index.html"))) {
    app.log.warn({ root }, "web app not built; run `npm run build --workspace @suri/web`");
    app.setNotFoundHandler(apiNotFound);
    return;
  }
  // preCompressed: the web build writes .br/.gz beside each asset; the one the browser accepts is sent.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ["index.html"],
    maxAge: "1h",
    preCompressed: true,
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" || request.url.startsWith("/api/") || request.url.startsWith("/ws"))
      return apiNotFound(request, reply);
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html");
  });
}
