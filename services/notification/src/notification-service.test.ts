import { newId } from "@suri/kit";
import { eventually, MODES } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Mailbox, startMailbox } from "../../../tests/support/mailbox";
import {
  knownUser,
  type NotificationAlone,
  PUBLIC_URL,
  requestedJob,
  startNotificationAlone,
} from "../test/support/system";

const READY_DELAY_MS = 10 * 60_000;
const tokenOf = () => `tok_${newId().replaceAll("-", "")}`;

describe.each(MODES)("mail from the notification service (%s)", (mode) => {
  let mailbox: Mailbox;
  let n: NotificationAlone;

  beforeAll(async () => {
    mailbox = await startMailbox({ auth: { user: "suri", pass: "s3cret/pass" } });
    n = await startNotificationAlone(mode, {
      SMTP_URL: mailbox.url,
      MAIL_FROM: "Suri <no-reply@suri.example>",
      MAIL_READY_DELAY_MS: String(READY_DELAY_MS),
      MAIL_RETRY_MIN_MS: "50",
      MAIL_RETRY_MAX_MS: "200",
    });
  });
  afterAll(async () => {
    await n?.stop();
    await mailbox?.stop();
  });

  /** Move the service's clock past the ready mails' delay: every mail written so far is due. */
  const pastTheDelay = () => {
    n.clock.offsetMs += READY_DELAY_MS + 1000;
  };

  /** A new user in `language` asks for a single-use link valid `validForMs`: the token and the mail it makes. */
  async function linkMail(
    type: "EmailVerificationRequested" | "PasswordResetRequested",
    language: "en" | "tl",
    validForMs: number,
  ) {
    const userId = newId();
    const email = `link-${language}-${userId.slice(0, 6)}@mail.example`;
    const token = tokenOf();
    const expiresAt = new Date(n.rt.now().getTime() + validForMs).toISOString();
    await n.publish(type, { userId, email, language, token, expiresAt });
    return { token, mail: await mailbox.waitFor({ to: email }) };
  }

  it.each([
    ["en", "Confirm your e-mail address", "expires in 24 hours"],
    ["tl", "Kumpirmahin ang iyong e-mail address", "sa loob ng 24 oras"],
  ] as const)("asks to confirm the address in %s, with an absolute single link", async (language, subject, expiry) => {
    const { token, mail } = await linkMail("EmailVerificationRequested", language, 24 * 3600_000);
    expect(mail.subject).toBe(subject);
    expect(mail.from).toBe("no-reply@suri.example");
    const link = `${PUBLIC_URL}/verify-email?token=${token}`;
    expect(mail.links).toEqual([link]);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(expiry);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.parsed.html && mail.html).toMatch(new RegExp(`<html lang="${language}"`));
  });

  it.each([
    ["en", "Reset your Suri password", ["expires in 30 minutes", "ignore this e-mail"]],
    ["tl", "I-reset ang password mo sa Suri", ["sa loob ng 30 minuto", "huwag pansinin"]],
  ] as const)("sends a reset link in %s that says it expires and can be ignored", async (language, subject, says) => {
    const { token, mail } = await linkMail("PasswordResetRequested", language, 30 * 60_000);
    expect(mail.subject).toBe(subject);
    expect(mail.links).toEqual([`${PUBLIC_URL}/reset-password?token=${token}`]);
    for (const words of says) expect(mail.text).toContain(words);
  });

  it("mails no link that has already expired", async () => {
    const userId = newId();
    const email = `expired-${userId.slice(0, 6)}@mail.example`;
    const past = new Date(n.rt.now().getTime() - 1000).toISOString();
    const later = new Date(n.rt.now().getTime() + 3600_000).toISOString();
    await n.publish("PasswordResetRequested", { userId, email, language: "en", token: tokenOf(), expiresAt: past });
    await n.publish("EmailVerificationRequested", { userId, email, language: "en", token: tokenOf(), expiresAt: past });
    const token = tokenOf();
    await n.publish("EmailVerificationRequested", { userId, email, language: "en", token, expiresAt: later });
    const mail = await mailbox.waitFor({ to: email });
    expect(mail.links).toEqual([`${PUBLIC_URL}/verify-email?token=${token}`]);
    expect(await n.outboxOf({ user_id: userId })).toHaveLength(1);
  });

  it.each([
    ["en", "Your Suri password was changed"],
    ["tl", "Napalitan ang password mo sa Suri"],
  ] as const)("tells the user in %s that their password was changed", async (language, subject) => {
    const { userId, email } = await knownUser(n, { language });
    await n.publish("PasswordChanged", { userId, changedAt: n.rt.now().toISOString(), via: "reset" });
    const mail = await mailbox.waitFor({ to: email });
    expect(mail.subject).toBe(subject);
    expect(mail.links).toEqual([`${PUBLIC_URL}/forgot-password`]);
  });

  it.each(["en", "tl"] as const)("mails each end of a job in %s once no page showed it", async (language) => {
    const { userId, email } = await knownUser(n, { language });
    const done = await requestedJob(n, userId);
    const reportId = newId();
    await n.publish("ReportCompleted", { jobId: done, userId, reportId });
    const failed = await requestedJob(n, userId, "https://example.ph/<b>hostile</b>");
    await n.publish("ReportFailed", {
      jobId: failed,
      userId,
      errorCode: "blocked",
      message: 'The site refused us <img src=x onerror="alert(1)">',
    });
    const asking = await requestedJob(n, userId);
    await n.publish("ReportNeedsDetails", {
      jobId: asking,
      userId,
      missing: ["area"],
      reading: { fields: {} },
      message: "Add the floor area",
    });
    await n.jobAt(asking, "needs_details");
    const [written] = await n.outboxOf({ job_id: done });
    expect(written).toMatchObject({ status: "pending", kind: "report_ready" });
    expect(new Date(written.not_before).getTime() - new Date(written.created_at).getTime()).toBe(READY_DELAY_MS);
    pastTheDelay();

    const subjects =
      language === "en"
        ? ["Your property report is ready", "We could not make", "needs a detail"]
        : ["Handa na ang iyong property report", "Hindi namin nagawa", "May kailangan pang detalye"];
    const [ready, fail, needs] = await Promise.all(subjects.map((subject) => mailbox.waitFor({ to: email, subject })));
    const account = `${PUBLIC_URL}/account`;
    expect(ready!.links.slice(0, 2)).toEqual([`${PUBLIC_URL}/report/${reportId}`, account]);
    expect(fail!.links[0]).toBe(`${PUBLIC_URL}/pending-report/${failed}`);
    expect(needs!.links.slice(0, 2)).toEqual([`${PUBLIC_URL}/pending-report/${asking}`, account]);
    expect(needs!.text).toContain(language === "en" ? "floor or lot area" : "floor area o lot area");
    for (const mail of [ready!, fail!, needs!]) expect(mail.text).toContain(account);
    // The user's words and the listing's link are text in the HTML, never markup.
    expect(fail!.html).not.toMatch(/<img|<b>hostile/);
    if (language === "en") expect(fail!.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
    expect(fail!.html).toContain("&#60;b&#62;hostile&#60;/b&#62;");
    // Sent mail keeps no words (its links carry tokens): only that it went.
    const [sent] = await eventually(async () => {
      const rows = await n.outboxOf({ job_id: done, status: "sent" });
      return rows.length ? rows : null;
    });
    expect(sent).toMatchObject({ text_body: "", html_body: "" });
  });

  it("writes no report mail when the end was shown on an open page, nor when the user turned them off", async () => {
    const watcher = await knownUser(n);
    const shown = await requestedJob(n, watcher.userId);
    await n.publish("ReportCompleted", { jobId: shown, userId: watcher.userId, reportId: newId() });
    await n.jobAt(shown, "completed");
    await n.publish("ReportEndShown", {
      jobId: shown,
      userId: watcher.userId,
      stage: "completed",
      shownAt: n.rt.now().toISOString(),
    });
    await eventually(async () => (await n.outboxOf({ job_id: shown, status: "dropped" })).length === 1);

    const quiet = await knownUser(n, { emailNotifications: false });
    const off = await requestedJob(n, quiet.userId);
    await n.publish("ReportFailed", { jobId: off, userId: quiet.userId, errorCode: "timeout", message: "Too slow" });
    await n.jobAt(off, "failed");
    expect(await n.outboxOf({ job_id: off })).toEqual([]);

    // A later end that no page showed goes out after the delay; the dropped one never does.
    const unseen = await requestedJob(n, watcher.userId);
    const reportId = newId();
    await n.publish("ReportCompleted", { jobId: unseen, userId: watcher.userId, reportId });
    await n.jobAt(unseen, "completed");
    pastTheDelay();
    const mail = await mailbox.waitFor({ to: watcher.email, subject: "ready" });
    expect(mail.links[0]).toBe(`${PUBLIC_URL}/report/${reportId}`);
    expect(mailbox.find({ to: watcher.email })).toHaveLength(1);
    expect(mailbox.find({ to: quiet.email })).toEqual([]);
  });

  it("keeps a mail while the SMTP server is down and delivers it exactly once when it is back", async () => {
    await mailbox.stop();
    const userId = newId();
    const email = `down-${userId.slice(0, 6)}@mail.example`;
    const expiresAt = new Date(n.rt.now().getTime() + 3600_000).toISOString();
    await n.publish("EmailVerificationRequested", { userId, email, language: "en", token: tokenOf(), expiresAt });
    const failing = await eventually(async () => {
      const [row] = await n.outboxOf({ user_id: userId });
      return row?.attempts >= 2 && row.last_error && row;
    });
    expect(failing.status).toBe("pending");
    await mailbox.start();
    await mailbox.waitFor({ to: email });
    await eventually(async () => (await n.outboxOf({ user_id: userId, status: "sent" })).length === 1);
    // A mail written after it is delivered after it: by then any second copy of the first would be in.
    const after = await knownUser(n);
    await n.publish("PasswordChanged", { userId: after.userId, changedAt: n.rt.now().toISOString(), via: "reset" });
    await mailbox.waitFor({ to: after.email });
    expect(mailbox.find({ to: email })).toHaveLength(1);
  });

  it("forgets a deleted account: its recipient row and its unsent mail go, and later events write nothing", async () => {
    const { userId, email } = await knownUser(n);
    const job = await requestedJob(n, userId);
    await n.publish("ReportCompleted", { jobId: job, userId, reportId: newId() });
    await eventually(async () => (await n.outboxOf({ job_id: job })).length === 1);
    await n.publish("AccountDeleted", { userId, deletedAt: n.rt.now().toISOString() });
    await eventually(async () => (await n.outboxOf({ user_id: userId })).length === 0 && !(await n.recipient(userId)));
    await n.publish("UserRegistered", { userId, email, username: "late" });
    await n.publish("PasswordChanged", { userId, changedAt: n.rt.now().toISOString(), via: "reset" });
    // A known user's mail after them: once it is in, the late events were handled.
    const after = await knownUser(n);
    await n.publish("PasswordChanged", { userId: after.userId, changedAt: n.rt.now().toISOString(), via: "reset" });
    await mailbox.waitFor({ to: after.email });
    expect(await n.recipient(userId)).toBeUndefined();
    expect(mailbox.find({ to: email })).toEqual([]);
  });
});
