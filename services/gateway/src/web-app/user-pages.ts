import { readerCopy } from "@suri/contracts";
import type { Runtime } from "@suri/kit";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { userView } from "../account/routes";
import type { SessionVerifier } from "../session/session";
import type { PageRenderer } from "./page-renderer";
import { readerLocale, type UserPageRenderer } from "./static";

const reportPath = /^\/report\/([^/?#]+)\/?$/;
const reportId = z.string().uuid();

/**
 * The signed-in pages the gateway renders with the user's data: the report page, the one a user opens
 * from the report-ready e-mail and comes back to. Its data is fetched as the API would fetch it for this
 * user (ownership included); when anything is missing — no session, no such report, someone else's,
 * expired — the answer is null and the shell is served, whose client shows the same message the API's
 * answer leads to. Nothing of another user's report is ever rendered: the analyzer checks the owner.
 */
export function userPageRenderer(rt: Runtime, sessions: SessionVerifier, renderer: PageRenderer): UserPageRenderer {
  return async (request: FastifyRequest) => {
    const [pathname = "", search = ""] = request.url.split("?");
    const match = reportPath.exec(pathname);
    const id = match ? decodeURIComponent(match[1] ?? "") : "";
    // A long query string is nobody's real link: not worth a render (nor a cache entry).
    if (!reportId.safeParse(id).success || search.length > 200) return null;
    const user = await sessions.verify(sessions.tokenOf(request));
    if (!user) return null;
    const correlationId = request.id;
    const [view, record] = await Promise.all([
      userView(rt, user, correlationId),
      rt.rpc.call("analyzer", "GetReport", { userId: user.id, reportId: id }, { correlationId }).catch(() => null),
    ]);
    if (!record) return null;
    const locale = readerLocale(request);
    return renderer.render({
      path: `/report/${id}${search ? `?${search}` : ""}`,
      locale,
      user: view,
      // As the app asks for it in that language (the page carries it to the browser).
      report: { id, record: { ...record, reportData: readerCopy(record.reportData, locale) } },
    });
  };
}
