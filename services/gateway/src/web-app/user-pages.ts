import { readerCopy } from "@suri/contracts";
import type { Runtime } from "@suri/kit";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { userView } from "../account/routes";
import type { SessionUser, SessionVerifier } from "../session/session";
import type { PageRenderer, UserPageData } from "./page-renderer";
import { readerLocale, type UserPageRenderer } from "./static";

const reportPath = /^\/report\/([^/?#]+)\/?$/;
const sharedPath = /^\/shared\/([^/?#]+)\/?$/;
const reportId = z.string().uuid();
/** A share token is 43 base64url characters (the API answers 404 to anything else). */
const shareToken = /^[A-Za-z0-9_-]{40,64}$/;
/** The sample deal is the same for every visitor: asked of the analyzer once in a while, not per visit. */
const DEMO_KEEP_MS = 10 * 60_000;
const WARM_AFTER_MS = 500;

type Page = Omit<UserPageData, "path" | "locale" | "user">;
interface Ask {
  request: FastifyRequest;
  user: SessionUser | null;
  locale: "en" | "tl";
}

/**
 * The pages the gateway renders with their data, so the reader sees them before any script runs and the
 * browser does not fetch that data again: a user's report (opened from the report-ready e-mail), a shared
 * report (a family member without an account), /credits (balance and history) and a visitor's landing
 * page with its sample deal. Data is fetched as the API would fetch it for this reader (the analyzer checks
 * a report's owner; a share token is its own key); when anything is missing — no such report, someone
 * else's, a revoked link — the answer is null and the shell is served, whose client shows the same message
 * the API's answer leads to.
 */
export function userPageRenderer(rt: Runtime, sessions: SessionVerifier, renderer: PageRenderer): UserPageRenderer {
  const demo = keptFor(DEMO_KEEP_MS, () => rt.rpc.call("analyzer", "GetDemoReport", {}, {}));
  // The first visitor should not wait for the render worker to start: the landing page is rendered (and
  // kept) once the services are up. Should that fail, visitors get the prerendered page meanwhile.
  const warm = setTimeout(() => {
    for (const locale of ["en", "tl"] as const)
      void demo()
        .then((demoReport) => renderer.render({ path: "/", locale, user: null, demoReport }))
        .catch(() => undefined);
  }, WARM_AFTER_MS);
  warm.unref();
  return async (request: FastifyRequest) => {
    const [pathname = "", search = ""] = request.url.split("?");
    // A long query string is nobody's real link: not worth a render (nor a cache entry).
    if (search.length > 200) return null;
    const loader = pageLoader(pathname);
    if (!loader) return null;
    const token = sessions.tokenOf(request);
    const user = token ? await sessions.verify(token) : null;
    // A visitor's home is the landing page, prerendered at build; only its sample deal needs data here.
    if (pathname === "/" && user) return null;
    const view = user ? await userView(request, user) : null;
    // A signed-in reader's app shows the language their account keeps: the page is rendered in it, so
    // the app hydrates it as it is rather than switching language right after.
    const ask: Ask = { request, user, locale: view?.preferences.language ?? readerLocale(request) };
    const page = await (loader === "demo" ? demo().then((demoReport) => ({ demoReport })) : loader(ask));
    if (!page) return null;
    return renderer.render({ path: pathname + (search ? `?${search}` : ""), locale: ask.locale, user: view, ...page });
  };
}

function pageLoader(pathname: string): ((ask: Ask) => Promise<Page | null>) | "demo" | null {
  if (pathname === "/") return "demo";
  if (pathname === "/credits" || pathname === "/credits/") return creditsPage;
  const report = reportPath.exec(pathname);
  if (report) return (ask) => reportPage(ask, decodeURIComponent(report[1] ?? ""));
  const shared = sharedPath.exec(pathname);
  if (shared) return (ask) => sharedPage(ask, shared[1] ?? "");
  return null;
}

async function reportPage({ request, user, locale }: Ask, id: string): Promise<Page | null> {
  if (!user || !reportId.safeParse(id).success) return null;
  const record = await request.forward("analyzer", "GetReport", { userId: user.id, reportId: id }).catch(() => null);
  // As the app asks for it in that language (the page carries it to the browser).
  return record ? { report: { id, record: { ...record, reportData: readerCopy(record.reportData, locale) } } } : null;
}

async function sharedPage({ request }: Ask, token: string): Promise<Page | null> {
  if (!shareToken.test(token)) return null;
  const report = await request.forward("analyzer", "GetSharedReport", { token }).catch(() => null);
  return report ? { shared: { token, report } } : null;
}

/** A visitor's /credits has packs and questions only; a user's adds the balance and the history. */
async function creditsPage({ request, user }: Ask): Promise<Page | null> {
  if (!user) return {};
  const [balance, history] = await Promise.all([
    request.forward("ledger", "GetBalance", { accountId: user.id }),
    request.forward("ledger", "GetHistory", { accountId: user.id }),
  ]);
  const { credits, freeReportAvailable, reserved } = balance;
  return { credits: { balance: { credits, freeReportAvailable, reserved }, history } };
}

/** One answer shared by every caller for `keepMs`; a failure is not kept. */
function keptFor<T>(keepMs: number, load: () => Promise<T>): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | undefined;
  return () => {
    if (kept && kept.until > Date.now()) return kept.value;
    const value = load();
    kept = { value, until: Date.now() + keepMs };
    value.catch(() => {
      kept = undefined;
    });
    return value;
  };
}
