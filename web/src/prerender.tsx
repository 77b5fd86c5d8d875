/**
 * Build-time rendering of the pages a visitor lands on (scripts/prerender.mjs runs it after the client
 * build): the HTML arrives with the page's text and styles, so the first paint needs no JavaScript and
 * the browser then hydrates the same tree. Rendered as a visitor in English; the gateway serves these
 * files only to requests without a session cookie, and the client renders afresh for a Tagalog reader.
 */
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { queryKeys } from "./api/keys";
import { createQueryClient } from "./api/query-client";
import { App } from "./app";
import { loadCatalogue } from "./i18n";
import { createAppRouter } from "./router";

/** Public pages worth serving as HTML: the usual first visits. */
export const prerenderedPaths = ["/", "/pricing", "/how-it-works", "/about", "/disclaimer"] as const;

export async function renderVisitorPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, null);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await loadCatalogue("en");
  await router.load();
  const app = <App queryClient={queryClient} router={router} />;
  // A first pass waits for every lazy component; the second renders with all of them resolved, so the
  // HTML holds no deferred segments, whose inline scripts the CSP would block.
  await prerender(app);
  const html = renderToString(app);
  if (/<script|<!--\$[?!]-->/.test(html))
    throw new Error(`${path}: the prerendered HTML still has a script or a deferred segment`);
  return html;
}
