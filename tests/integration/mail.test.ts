import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eventually, MODES } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ApiClient } from "../support/client";
import { startListingServer } from "../support/listing-server";
import { type Mailbox, startMailbox } from "../support/mailbox";
import { mailTo, startTestSystem } from "../support/system";

type TestSystem = Awaited<ReturnType<typeof startTestSystem>>;
type Job = { jobId: string; status: string; reportId: string | null };
const READY_DELAY_MS = 10 * 60_000;
const HELD = "/property/makati-2br-held";
const ENDED = ["completed", "failed", "needs_details"];

/** A page's push socket, as the browser's job page uses it: it can say which job it shows. */
async function pageSocket(client: ApiClient) {
  const ws = new WebSocket(`${client.baseUrl.replace(/^http/, "ws")}/ws`, {
    headers: { cookie: client.cookie, origin: client.baseUrl },
  });
  const messages: { type: string; job?: Job }[] = [];
  const arrived = new Set<() => void>();
  ws.on("message", (data) => {
    messages.push(JSON.parse(String(data)));
    for (const wake of arrived) wake();
  });
  const next = (match: (m: (typeof messages)[number]) => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!messages.some(match)) return;
        arrived.delete(check);
        resolve();
      };
      arrived.add(check);
      check();
    });
  await next((m) => m.type === "hello");
  return {
    /** Tell the server this page shows `jobId`; resolves once the server has read it (its pong). */
    async watch(jobId: string) {
      const pongs = messages.filter((m) => m.type === "pong").length;
      ws.send(JSON.stringify({ type: "watch", jobId }));
      ws.send(JSON.stringify({ type: "ping" }));
      await next(() => messages.filter((m) => m.type === "pong").length > pongs);
    },
    ended: (jobId: string) =>
      next((m) => m.type === "job.progress" && m.job?.jobId === jobId && ENDED.includes(m.job.status)),
    close: () => ws.close(),
  };
}

const waitForJob = (client: ApiClient, jobId: string) =>
  eventually(async () => {
    const res = await client.get(`/api/report-jobs/${jobId}`);
    return res.status === 200 && ENDED.includes(res.body.status) ? (res.body as Job) : undefined;
  });

const mailRows = (sys: TestSystem, jobId: string) =>
  sys.system.runtime.db.knex("notification.mail_outbox").where({ job_id: jobId }).select("status", "kind");

describe.each(MODES)("report mails through the whole system (%s)", (mode) => {
  let listings: Awaited<ReturnType<typeof startListingServer>>;
  let mailbox: Mailbox;
  let sys: TestSystem;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const offset = { ms: 0 };
  const email = (name: string) => `${name}-${mode}-${Date.now()}@example.ph`;

  beforeAll(async () => {
    listings = await startListingServer({ beforeSend: (url) => (url.startsWith(HELD) ? held : undefined) });
    mailbox = await startMailbox();
    sys = await startTestSystem(mode, listings.host, mailTo(mailbox, { readyDelayMs: READY_DELAY_MS }));
    // The mails' delay runs on the system's clock, which the test moves instead of waiting.
    sys.system.runtime.now = () => new Date(Date.now() + offset.ms);
  }, 90_000);
  afterAll(async () => {
    release();
    await sys?.stop();
    await mailbox?.stop();
    await listings?.close();
  });

  it("mails 'your report is ready' when no page showed the end, and nothing when the job's page did", async () => {
    const away = new ApiClient(sys.url);
    const awayEmail = email("away");
    await away.register(awayEmail);
    const started = await away.post("/api/generate-report", {
      propertyLink: listings.url("/property/makati-2br-salcedo"),
    });
    expect(started.status).toBe(202);

    const watching = new ApiClient(sys.url);
    const watchingEmail = email("watching");
    await watching.register(watchingEmail);
    const page = await pageSocket(watching);
    const shown = await watching.post("/api/generate-report", { propertyLink: listings.url(`${HELD}-1`) });
    expect(shown.status).toBe(202);
    // The page says which job it shows before the job can end (its listing is held until then).
    await page.watch(shown.body.jobId);
    const ended = page.ended(shown.body.jobId);
    release();
    await ended;
    page.close();

    const done = await waitForJob(away, started.body.jobId);
    expect(done.status).toBe("completed");
    expect((await waitForJob(watching, shown.body.jobId)).status).toBe("completed");
    await eventually(async () => (await mailRows(sys, shown.body.jobId))[0]?.status === "dropped");
    expect(await mailRows(sys, done.jobId)).toEqual([{ status: "pending", kind: "report_ready" }]);

    offset.ms += READY_DELAY_MS + 1000;
    const mail = await mailbox.waitFor({ to: awayEmail, subject: "Your property report is ready" });
    expect(mail.links.slice(0, 2)).toEqual([
      `https://suri.example/report/${done.reportId}`,
      "https://suri.example/account",
    ]);
    expect(mail.text).toContain("To turn them off, go to your account page");
    await eventually(async () => (await mailRows(sys, done.jobId))[0]?.status === "sent");
    expect(mailbox.find({ to: watchingEmail, subject: "ready" })).toEqual([]);
  }, 120_000);
});

describe.each(MODES)("the development mail page (%s)", (mode) => {
  let listings: Awaited<ReturnType<typeof startListingServer>>;
  let sys: TestSystem;
  let dataDir: string;

  beforeAll(async () => {
    listings = await startListingServer();
    dataDir = await mkdtemp(path.join(tmpdir(), "suri-mail-"));
    // No SMTP_URL: mail is kept (in memory with the embedded test's :memory: data, else in DATA_DIR/mail).
    sys = await startTestSystem(mode, listings.host, {
      MAIL_READY_DELAY_MS: "0",
      ...(mode === "distributed" ? { DATA_DIR: dataDir } : {}),
    });
  }, 90_000);
  afterAll(async () => {
    await sys?.stop();
    await listings?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("lists the mail kept instead of sent, and shows each one as its recipient would see it", async () => {
    const ana = new ApiClient(sys.url);
    const address = `kept-${mode}-${Date.now()}@example.ph`;
    await ana.register(address, undefined, { confirm: false });
    const anon = new ApiClient(sys.url);
    const kept = (subject: RegExp) =>
      eventually(async () => {
        const res = await anon.get("/dev/mail.json");
        const mails = (res.body?.mails ?? []) as { id: string; to: string; subject: string }[];
        const mine = mails.find((m) => m.to === address && subject.test(m.subject));
        return mine && { body: res.body, mine };
      });
    // The address is confirmed through the link in the kept mail, as a developer would follow it.
    const confirm = await kept(/Confirm your e-mail/);
    const whole = await anon.get(`/dev/mail/${confirm.mine.id}.json`);
    const link = new URL(/http:\/\/localhost:3000\/verify-email\?token=\S+/.exec(whole.body.text)![0]);
    expect((await anon.post("/api/verify-email", { token: link.searchParams.get("token") })).status).toBe(204);

    const started = await ana.post("/api/generate-report", {
      propertyLink: listings.url("/property/makati-2br-salcedo"),
    });
    const job = await waitForJob(ana, started.body.jobId);
    expect(job.status).toBe("completed");
    const listed = await kept(/ready/);
    expect(listed.body.kept).toBe(true);
    const page = await anon.get("/dev/mail");
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.body).toContain(address);
    const shown = await anon.get(`/dev/mail/${listed.mine.id}`);
    expect(shown.body).toContain(`href="http://localhost:3000/report/${job.reportId}"`);
    expect((await anon.get(`/dev/mail/${listed.mine.id}/text`)).body).toContain(`/report/${job.reportId}`);
    expect((await anon.get("/dev/mail/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  }, 120_000);
});

describe("mail in production", () => {
  it("refuses to start without SMTP_URL and PUBLIC_URL", async () => {
    const boot = startTestSystem("embedded", "", {
      SURI_ENV: "production",
      PUBLIC_ORIGINS: "https://suri.example",
      SMTP_URL: "",
      PUBLIC_URL: "",
    });
    await expect(boot).rejects.toThrow(/SMTP_URL: required[\s\S]*PUBLIC_URL: required/);
  });

  it("has no development mail page", async () => {
    const sys = await startTestSystem("embedded", "", {
      SURI_ENV: "production",
      PUBLIC_ORIGINS: "https://suri.example",
    });
    try {
      const anon = new ApiClient(sys.url);
      for (const page of ["/dev/mail", "/dev/mail.json"]) expect((await anon.get(page)).status, page).toBe(404);
      await expect(
        sys.system.runtime.rpc.call("notification", "ListKeptMail", {}, { timeoutMs: 2000 }),
      ).rejects.toThrow();
    } finally {
      await sys.stop();
    }
  });
});
