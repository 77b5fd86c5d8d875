/**
 * The server bundle's entry (dist-server/render.mjs). Imported, it exports the renderers (the build's
 * prerender step uses them); started as a worker thread by the gateway with `workerData.shell` (the
 * path of dist/index.html), it renders signed-in pages on request, off the gateway's event loop:
 *   request  { id, data: UserPageData }   →   reply { id, html } | { id, error }
 */
import { readFileSync } from "node:fs";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { composePage, renderUserPage } from "./server-render";

export * from "./server-render";

interface RenderRequest {
  id: number;
  data: Parameters<typeof renderUserPage>[0];
}

const shellFile = (workerData as { shell?: unknown } | null)?.shell;
if (!isMainThread && parentPort && typeof shellFile === "string") {
  const port = parentPort;
  const shell = readFileSync(shellFile, "utf8");
  port.on("message", async ({ id, data }: RenderRequest) => {
    try {
      const { html, state } = await renderUserPage(data);
      port.postMessage({ id, html: composePage(shell, html, "user", { state, locale: data.locale ?? "en" }) });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
