import type { ServiceStore } from "@suri/kit";
import type { MailOutbox } from "../mail/outbox";

/** The gateway saw a job's end pushed to a page showing it: the job's mail, not yet sent, is dropped. */
export function dropMailOfShownEnds(service: ServiceStore, outbox: MailOutbox) {
  return service.consume({
    durable: "notification-report-end-shown",
    context: "push",
    handlers: {
      ReportEndShown: async (d, _e, trx) => {
        await outbox.dropUnsentOfJob(trx, d.jobId, d.userId);
      },
    },
  });
}
