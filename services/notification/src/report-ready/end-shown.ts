import type { ServiceStore } from "@suri/kit";
import type { MailOutbox } from "../mail/outbox";

/** The gateway saw a job's end pushed to a page showing it: the job's mail, not yet sent, is dropped. */
export function dropMailOfShownEnds(service: ServiceStore, outbox: MailOutbox) {
  return service.consumeEvent("notification-report-end-shown", "ReportEndShown", (shown, trx) =>
    outbox.dropUnsentOfJob(trx, shown.jobId, shown.userId),
  );
}
