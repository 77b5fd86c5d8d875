import {
  ApiErrorSchema,
  CreatedShareLinkSchema,
  SharedReportSchema,
  ShareLinkListSchema,
  ShareLinkSchema,
} from "@suri/contracts";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pdfFile, pdfSchema } from "../reports/report-documents";
import { REPORT_NOT_FOUND } from "../reports/routes";

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 410: ApiErrorSchema };
const createErrors = { ...errors, 409: ApiErrorSchema };
const LINK_GONE = {
  message:
    "This shared link no longer works: the owner may have stopped sharing the report, or its 30 days have passed.",
  code: "share_link_not_found",
};
const isUuid = (id: string) => z.string().uuid().safeParse(id).success;
/** A token is 43 base64url characters; anything else is no link. */
const isToken = (token: string) => /^[A-Za-z0-9_-]{40,64}$/.test(token);
const reportParams = z.object({ id: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(100) });

/**
 * The name a shared report is marked with: the display name the owner chose, or none. An account made
 * without a username has its e-mail's local part as its display name ("maria.santos"): never shown, nor
 * anything holding an e-mail address.
 */
export function chosenName(user: { displayName: string; email: string }): string {
  const name = user.displayName.trim();
  const email = user.email.trim().toLowerCase();
  const folded = name.toLowerCase();
  if (!name || folded.includes("@") || folded === email.split("@")[0] || folded === email) return "";
  return name;
}

/** A shared page is nobody's to index, and its address never leaks to the sites it links to. */
function privatePage(reply: FastifyReply) {
  return reply
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex, nofollow")
    .header("referrer-policy", "no-referrer");
}

/**
 * Share with family (issue 20): the owner makes, lists and revokes read-only links to a report (409 past
 * the report's active links: revoking one frees its place); anyone holding an active link reads the
 * report and its PDF without an account, marked with the owner's chosen name if any. (Under /api.)
 */
export const shareLinkRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/reports/:id/shares",
    {
      schema: { tags: ["sharing"], params: reportParams, response: { 201: CreatedShareLinkSchema, ...createErrors } },
    },
    async (request, reply) => {
      const { user } = request;
      if (!isUuid(request.params.id)) return reply.status(404).send(REPORT_NOT_FOUND);
      const created = await request.forward("analyzer", "CreateShareLink", {
        userId: user.id,
        reportId: request.params.id,
        sharedBy: chosenName(user),
      });
      return reply.status(201).header("cache-control", "no-store").send(created);
    },
  );

  r.get(
    "/reports/:id/shares",
    {
      schema: { tags: ["sharing"], params: reportParams, response: { 200: ShareLinkListSchema, ...errors } },
      config: { readOnly: true },
    },
    async (request, reply) => {
      if (!isUuid(request.params.id)) return reply.status(404).send(REPORT_NOT_FOUND);
      return request.forward("analyzer", "ListShareLinks", { userId: request.user.id, reportId: request.params.id });
    },
  );

  r.get(
    "/shares",
    {
      schema: { tags: ["sharing"], response: { 200: ShareLinkListSchema, 401: ApiErrorSchema } },
      config: { readOnly: true },
    },
    async (request) => request.forward("analyzer", "ListShareLinks", { userId: request.user.id }),
  );

  r.post(
    "/shares/:shareId/revoke",
    {
      schema: {
        tags: ["sharing"],
        params: z.object({ shareId: z.string().max(64) }),
        response: { 200: ShareLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!isUuid(request.params.shareId)) {
        return reply.status(404).send({ message: "Share link not found.", code: "share_link_not_found" });
      }
      return request.forward("analyzer", "RevokeShareLink", {
        userId: request.user.id,
        shareId: request.params.shareId,
      });
    },
  );

  r.get(
    "/shared/:token",
    {
      schema: { tags: ["sharing"], params: tokenParams, response: { 200: SharedReportSchema, ...errors } },
      config: { readOnly: true, visitor: true },
    },
    async (request, reply) => {
      privatePage(reply);
      if (!isToken(request.params.token)) return reply.status(404).send(LINK_GONE);
      return request.forward("analyzer", "GetSharedReport", { token: request.params.token });
    },
  );

  r.get(
    "/shared/:token/pdf",
    {
      schema: pdfSchema("sharing", tokenParams, errors),
      config: { readOnly: true, visitor: true },
    },
    async (request, reply) => {
      privatePage(reply);
      if (!isToken(request.params.token)) return reply.status(404).send(LINK_GONE);
      const pdf = await request.forward("analyzer", "GetSharedReportPdf", {
        token: request.params.token,
        lang: request.query.lang,
      });
      return reply.send(pdfFile(reply, pdf));
    },
  );
};
