import { AppError, type RunningService, type Runtime, serveRpc } from "@suri/kit";
import type { KeptMailStore } from "../mail/kept-mail";

/**
 * The development mail page's reads (the gateway serves the page): mail kept instead of sent. Not
 * served in production; with SMTP_URL set nothing is kept and the list says so.
 */
export function serveKeptMail(rt: Runtime, store: KeptMailStore | undefined): Promise<RunningService["subscriptions"]> {
  const head = (m: { id: string; to: string; subject: string; sentAt: string }) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    sentAt: m.sentAt,
  });
  return serveRpc(
    rt.bus,
    "notification",
    {
      ListKeptMail: async ({ limit }) => ({
        kept: store !== undefined,
        place: store?.place ?? "",
        mails: store ? (await store.list(limit)).map(head) : [],
      }),
      ReadKeptMail: async ({ id }) => {
        const mail = await store?.read(id);
        if (!mail) throw AppError.notFound("No kept mail has this id");
        return mail;
      },
    },
    rt.log,
  );
}
