import { AppError } from "@suri/kit";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const ID = /^[0-9TZ-]+_[0-9a-f-]{36}$/;

/**
 * Development only (never registered in production): the mail the notification service kept instead of
 * sending it (no SMTP_URL), to follow a confirmation or reset link without a mail server.
 * /dev/mail lists it; /dev/mail/:id shows one as its recipient would; .json variants for scripts.
 */
export const devMailRoutes: FastifyPluginAsync = async (app) => {
  const list = (request: FastifyRequest) => request.forward("notification", "ListKeptMail", { limit: 200 });
  const read = (request: FastifyRequest, id: string) => {
    if (!ID.test(id)) throw AppError.notFound("No kept mail has this id");
    return request.forward("notification", "ReadKeptMail", { id });
  };
  const opts = { schema: { hide: true } };

  app.get("/dev/mail.json", opts, async (request) => list(request));
  app.get<{ Params: { id: string } }>("/dev/mail/:id.json", opts, async (request) => read(request, request.params.id));
  app.get<{ Params: { id: string } }>("/dev/mail/:id/text", opts, async (request, reply) => {
    const mail = await read(request, request.params.id);
    return reply.type("text/plain; charset=utf-8").send(mail.text);
  });
  app.get<{ Params: { id: string } }>("/dev/mail/:id", opts, async (request, reply) => {
    const mail = await read(request, request.params.id);
    return reply.type("text/html; charset=utf-8").send(mail.html);
  });
  app.get("/dev/mail", opts, async (request, reply) => {
    const { kept, place, mails } = await list(request);
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${esc(m.sentAt)}</td><td>${esc(m.to)}</td><td><a href="/dev/mail/${esc(m.id)}">${esc(m.subject)}</a></td><td><a href="/dev/mail/${esc(m.id)}/text">text</a></td></tr>`,
      )
      .join("\n");
    const about = kept
      ? `No SMTP_URL is set, so mail is kept here instead of sent (${esc(place)}). Newest first.`
      : "SMTP_URL is set: mail goes out to the mail server and nothing is kept here.";
    return reply.type("text/html; charset=utf-8").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mail</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;margin:24px">
<h1>Development mail</h1><p>${about}</p>
<table cellpadding="6"><thead><tr><th align="left">Sent</th><th align="left">To</th><th align="left">Subject</th><th></th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}</tbody></table>
</body></html>`);
  });
};
