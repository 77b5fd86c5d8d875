/**
 * Rendering pages to HTML outside the browser, from one bundle (dist-server/render.mjs):
 * - at build time, the pages a visitor lands on (scripts/prerender.mjs writes them to dist/prerendered);
 * - in the gateway, pages whose content is data — a user's report, a shared report, /credits, a visitor's
 *   landing page with its sample deal — rendered in a worker thread (render-worker.ts) from the answers the
 *   gateway already fetched, so their content shows before any script runs.
 *
 * Each renders in the reader's language. The browser then hydrates the same tree: a user page carries the
 * query data it was rendered from as a JSON data block (not a script; the CSP allows no inline script and
 * the build checks there is none).
 */
import "./server-globals";
import {
  CreditHistorySchema,
  CreditsResponseSchema,
  DemoReportSchema,
  ReportRecordSchema,
  SharedReportSchema,
  UserSchema,
} from "@suri/contracts";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { createStore } from "jotai";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { creditKeys, newestFirst } from "./api/credits";
import { queryKeys } from "./api/keys";
import { createQueryClient } from "./api/query-client";
import { shareKeys } from "./api/shares";
import { App } from "./app";
import { sampleDealOf, sampleDealQueryOptions } from "./features/home/sample-deal";
import { type Locale, loadCatalogue, localeAtom } from "./i18n";
import { createAppRouter } from "./router";
import { APP_CODE_TEMPLATE_ID, STATE_ELEMENT_ID } from "./state-element";

/** Public pages worth serving as HTML: the usual first visits. */
export const prerenderedPaths = ["/", "/pricing", "/how-it-works", "/about", "/disclaimer"] as const;

const deferred = /<script|<!--\$[?!]-->/;

async function renderApp(path: string, queryClient: QueryClient, locale: Locale): Promise<string> {
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }), () => locale);
  // Renders may overlap in the gateway's worker: each has its own interface state, language included.
  const store = createStore();
  store.set(localeAtom, locale);
  await Promise.all([loadCatalogue("en"), loadCatalogue(locale)]);
  await router.load();
  // A redirect (say, to sign-in) or a not-found page is not the page asked for: let the browser handle it.
  const matched = router.state.location.pathname;
  if (matched !== path.split("?")[0] || router.state.matches.some((m) => m.status !== "success"))
    throw new Error(`${path}: the router ended at ${matched}, not at the page`);
  const app = <App queryClient={queryClient} router={router} store={store} />;
  let html = renderToString(app);
  if (deferred.test(html)) {
    // A lazy component not loaded yet: a first pass waits for every one of them, and the second renders
    // with all of them resolved, so the HTML holds no deferred segments (whose inline scripts the CSP blocks).
    await prerender(app);
    html = renderToString(app);
  }
  if (deferred.test(html)) throw new Error(`${path}: the rendered HTML still has a script or a deferred segment`);
  return html;
}

export async function renderVisitorPage(path: string, locale: Locale = "en"): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, null);
  return renderApp(path, queryClient, locale);
}

/**
 * What the gateway hands over for a page it renders per request: the answers its API would give the
 * browser for that page (a report, a shared report, the balance and history, the sample deal).
 */
export interface UserPageData {
  path: string;
  /** The reader's language, from the cookie the browser keeps beside its own setting. */
  locale?: Locale;
  /** As GET /api/user answers; null for a visitor. */
  user: unknown;
  report?: { id: string; record: unknown };
  shared?: { token: string; report: unknown };
  credits?: { balance: unknown; history: unknown };
  demoReport?: unknown;
}

/**
 * A page with its data, and that data as the query cache the browser starts from (so it is not fetched
 * again). The data is checked against the same schemas the browser's API client applies, so both sides
 * render the same values.
 */
export async function renderUserPage(data: UserPageData): Promise<{ html: string; state: string }> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, data.user === null ? null : UserSchema.parse(data.user));
  const locale = data.locale === "tl" ? "tl" : "en";
  if (data.report)
    queryClient.setQueryData(queryKeys.report(data.report.id, locale), ReportRecordSchema.parse(data.report.record));
  if (data.shared)
    queryClient.setQueryData(shareKeys.shared(data.shared.token), SharedReportSchema.parse(data.shared.report));
  if (data.credits) {
    queryClient.setQueryData(queryKeys.credits, CreditsResponseSchema.parse(data.credits.balance));
    queryClient.setQueryData(creditKeys.history, newestFirst(CreditHistorySchema.parse(data.credits.history)));
  }
  // The landing page's sample deal: only the figures it shows travel with the page.
  if (data.demoReport)
    queryClient.setQueryData(sampleDealQueryOptions().queryKey, sampleDealOf(DemoReportSchema.parse(data.demoReport)));
  const html = await renderApp(data.path, queryClient, locale);
  return { html, state: serializeState(dehydrate(queryClient)) };
}

/** JSON safe inside a <script type="application/json"> element: nothing in it can close the element. */
export function serializeState(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/**
 * The render leaves each component's styles in a <style> beside it. Styles met mid-body make the browser
 * restyle and lay out the page again and again while it parses, so they move to the head: the global
 * ones as they are, the rest merged into one element whose data-emotion attribute lists every style id,
 * the form the styling library's client reads to know them as already present.
 */
export function hoistStyles(body: string): { head: string; body: string } {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const rest = body.replace(/<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g, (tag, attribute, css) => {
    const [key, ...names] = String(attribute).split(" ");
    if (key === "css") {
      ids.push(...names);
      rules.push(css);
    } else globals.push(tag);
    return "";
  });
  if (/<style/.test(rest)) throw new Error("a <style> without data-emotion was left in the body");
  const merged = ids.length ? `<style data-emotion="css ${ids.join(" ")}">${rules.join("")}</style>` : "";
  return { head: globals.join("") + merged, body: rest };
}

const rootPattern = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The built shell (dist/index.html) with a rendered page in place of its boot screen. The page needs no
 * script to show, so the app's code is not announced for the browser to fetch with the page: its
 * prefetch links sit in an inert <template> that the entry adds to the head once the page is loaded and
 * painted (fetched at low priority then, not competing with the page's first paint on a slow
 * connection); the entry starts the app on the first interaction.
 */
export function composePage(
  shell: string,
  rendered: string,
  kind: "visitor" | "user",
  { state, locale = "en" }: { state?: string; locale?: Locale } = {},
): string {
  if (!rootPattern.test(shell)) throw new Error("dist/index.html has no boot #root to replace");
  const { head, body } = hoistStyles(rendered);
  const data = state === undefined ? "" : `<script type="application/json" id="${STATE_ELEMENT_ID}">${state}</script>`;
  const appCode = [...shell.matchAll(modulePreload)]
    .map(([, href]) => `<link rel="prefetch" as="script" crossorigin href="${href}">`)
    .join("");
  const template = appCode ? `<template id="${APP_CODE_TEMPLATE_ID}">${appCode}</template>` : "";
  return shell
    .replace(modulePreload, "")
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(
      rootPattern,
      () => `<div id="root" data-prerendered="${kind}" data-locale="${locale}">${body}</div>${data}${template}`,
    )
    .replace("</head>", () => `${head}</head>`);
}
