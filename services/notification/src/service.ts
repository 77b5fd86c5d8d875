import { type RunningService, type Runtime, ServiceStore } from "@suri/kit";
import { consumeAccountEvents } from "./account-mail/consumer";
import { forgetDeletedAccounts } from "./forget-account/consumer";
import { pushJobProgress } from "./job-progress/consumers";
import { pushScreeningProgress } from "./job-progress/screening-progress";
import { serveKeptMail } from "./kept-mail/rpc";
import { loadMailSettings } from "./mail/config";
import { Mailer } from "./mail/mailer";
import { MailOutbox } from "./mail/outbox";
import { MailSender } from "./mail/sender";
import { mailTransport } from "./mail/setup";
import { migrations, SCHEMA } from "./migrations";
import { Recipients } from "./recipients/store";
import { dropMailOfShownEnds } from "./report-ready/end-shown";
import { scheduleReportMail } from "./report-ready/schedule";

export async function startNotification(rt: Runtime): Promise<RunningService> {
  const settings = loadMailSettings(rt.env);
  const service = new ServiceStore(rt, SCHEMA);
  await service.migrate(migrations);
  const { transport, kept } = mailTransport(rt, settings);
  const outbox = new MailOutbox(service.t("mail_outbox"));
  const sender = new MailSender(rt.db.knex, outbox, transport, settings, rt.log.child({ mail: "sender" }), () =>
    rt.now(),
  );
  const mailer = new Mailer(outbox, settings.publicUrl, rt.log, () => sender.kick());
  const recipients = new Recipients(service.t("recipients"), service.t("forgotten_users"));
  const jobEnds = {
    onEnded: (trx: Parameters<typeof scheduleReportMail>[0], row: Parameters<typeof scheduleReportMail>[1]) =>
      scheduleReportMail(trx, row, { recipients, mailer, now: rt.now(), delayMs: settings.readyDelayMs }),
    written: () => sender.kick(),
  };
  const subscriptions = [
    ...(await pushJobProgress(service, jobEnds)),
    await pushScreeningProgress(service),
    await forgetDeletedAccounts(service),
    await consumeAccountEvents(service, recipients, mailer, outbox),
    await dropMailOfShownEnds(service, outbox),
    ...(settings.production ? [] : await serveKeptMail(rt, kept)),
  ];
  sender.start();
  return { name: "notification", relay: service.relay, subscriptions, stop: () => sender.stop() };
}
