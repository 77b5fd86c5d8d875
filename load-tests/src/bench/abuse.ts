/**
 * What one attacker costs every other user: each hostile input of abuse-shapes.ts is sent as a real
 * user would send it (a pasted text, the free "what we read" step, a link, an uploaded PDF) while a
 * probe asks the same server for /healthz back to back. For each shape it prints the job's outcome,
 * how long it ran, the longest /healthz wait the probe saw, and the server's own longest event-loop
 * stall (monitorEventLoopDelay in the server's process). Then a sign-up burst (status counts, and
 * whether every refusal carried Retry-After), a deleted account's sign-in, a deleted e-mail registered
 * again, and a pasted list of 40 condos. Prints numbers; asserts nothing.
 *
 *   npm run bench:abuse                          # both modes
 *   npm run bench:abuse -- --mode embedded --burst 24
 *   npm run bench:abuse -- --only Ab             # shapes whose name contains "Ab"
 *   npm run bench:abuse -- --mode embedded --cpu-prof /tmp/prof   # a V8 CPU profile of the server
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ApiClient } from "../../../tests/support/client";
import { HOSTILE_TEXTS, hostilePages, PASTED_LIST } from "./abuse-shapes";
import { startTarget, stopTarget } from "./target-process";

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    mode: { type: "string", default: "both" },
    burst: { type: "string", default: "24" },
    only: { type: "string" },
    "job-wait": { type: "string", default: "240" },
    "cpu-prof": { type: "string" },
  },
});
const modes = values.mode === "both" ? ["embedded", "distributed"] : [values.mode!];
const jobWaitMs = Number(values["job-wait"]) * 1000;
const wanted = (name: string) => !values.only || name.includes(values.only);

interface Target {
  url: string;
  pages: string;
  loop: string;
}

const start = (mode: string) => startTarget<Target>(path.join(here, "abuse-target.ts"), mode, values["cpu-prof"]);
const stop = stopTarget;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** /healthz asked back to back until stopped: every wait, in ms. */
function probe(url: string) {
  const waits: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(`${url}/healthz`)).text();
      } catch {
        // a refused connection is a wait too
      }
      waits.push(performance.now() - started);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = [...waits].sort((a, b) => a - b);
      return {
        n: sorted.length,
        p50: sorted[Math.floor(sorted.length * 0.5)] ?? 0,
        p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
        max: sorted.at(-1) ?? 0,
      };
    },
  };
}

const loopMax = async (target: Target) => ((await (await fetch(target.loop)).json()) as { maxMs: number }).maxMs;

/** A new user, signed up politely: a 429 or 503 is retried after its Retry-After. */
async function newUser(target: Target, tag: string): Promise<ApiClient> {
  const client = new ApiClient(target.url);
  const email = `abuse-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ph`;
  for (let attempt = 1; attempt <= 20; attempt++) {
    const res = await client.post("/api/register", { email, password: "correct horse battery" });
    if (res.status === 201) return confirmed(client, target, email);
    if (res.status !== 429 && res.status !== 503)
      throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
    await sleep(Number(res.headers.get("retry-after") ?? "1") * 1000);
  }
  throw new Error("register: still refused after 20 tries");
}

/**
 * The address confirmed as a user would, through its mail's link: the target keeps mail instead of sending it
 * (no SMTP_URL), and its development mail list shows it. The free report needs a confirmed address.
 */
async function confirmed(client: ApiClient, target: Target, email: string): Promise<ApiClient> {
  for (let attempt = 1; attempt <= 100; attempt++) {
    const { mails } = (await (await fetch(`${target.url}/dev/mail.json`)).json()) as {
      mails: { id: string; to: string }[];
    };
    const mine = mails.find((m) => m.to === email);
    const text = mine ? await (await fetch(`${target.url}/dev/mail/${mine.id}/text`)).text() : "";
    const token = /\/verify-email\?token=([\w-]+)/.exec(text)?.[1];
    if (token) {
      const res = await client.post("/api/verify-email", { token });
      if (res.status !== 204) throw new Error(`verify-email: ${res.status} ${JSON.stringify(res.body)}`);
      return client;
    }
    await sleep(100);
  }
  throw new Error(`no confirmation mail for ${email}`);
}

interface Row {
  shape: string;
  chars: number;
  answer: string;
  outcome: string;
  seconds: string;
  healthzMax: string;
  healthzP99: string;
  loopMax: string;
}

/** Run `work` with the probe on; the row says what the attacker got and what everyone else waited. */
async function measured(
  target: Target,
  shape: string,
  chars: number,
  work: () => Promise<{ answer: string; outcome: string }>,
): Promise<Row> {
  await loopMax(target); // reset the server's stall gauge
  const p = probe(target.url);
  const started = performance.now();
  const { answer, outcome } = await work();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const waits = await p.stop();
  const stall = await loopMax(target);
  return {
    shape,
    chars,
    answer,
    outcome,
    seconds,
    healthzMax: waits.max.toFixed(0),
    healthzP99: waits.p99.toFixed(0),
    loopMax: stall.toFixed(0),
  };
}

/** Start a job and follow it to its end. */
async function job(client: ApiClient, path: string, body: unknown): Promise<{ answer: string; outcome: string }> {
  const started = await client.post(path, body);
  const answer = `${started.status}${started.body?.code ? ` ${started.body.code}` : ""}`;
  const jobId = started.body?.jobId as string | undefined;
  if (started.status === 200 && started.body?.reportId) return { answer, outcome: "completed" };
  if (!jobId) return { answer, outcome: "-" };
  const deadline = performance.now() + jobWaitMs;
  while (performance.now() < deadline) {
    const j = (await client.get(`/api/report-jobs/${jobId}`)).body as { status: string; errorCode: string | null };
    if (["completed", "failed", "needs_details"].includes(j.status)) {
      return { answer, outcome: `${j.status}${j.errorCode ? ` ${j.errorCode}` : ""}` };
    }
    await sleep(100);
  }
  return { answer, outcome: "still running" };
}

function pdfOf(text: string): Promise<Buffer> {
  return import("pdfkit").then(
    ({ default: PDFDocument }) =>
      new Promise<Buffer>((resolve, reject) => {
        const doc = new PDFDocument();
        const chunks: Buffer[] = [];
        doc.on("data", (c: Buffer) => chunks.push(c));
        doc.on("end", () => resolve(Buffer.concat(chunks)));
        doc.on("error", reject);
        doc.fontSize(9).text(text);
        doc.end();
      }),
  );
}

async function runMode(mode: string) {
  const { info: target, child } = await start(mode);
  try {
    const rows: Row[] = [];
    const idle = await measured(target, "(idle, 2 s)", 0, async () => {
      await sleep(2_000);
      return { answer: "-", outcome: "-" };
    });
    rows.push(idle);
    for (const [name, text] of HOSTILE_TEXTS.filter(([n]) => wanted(n))) {
      const client = await newUser(target, "text");
      rows.push(
        await measured(target, `text: ${name}`, text.length, () =>
          job(client, "/api/generate-report-from-text", { text }),
        ),
      );
      rows.push(
        await measured(target, `free read: ${name}`, text.length, async () => {
          const res = await client.post("/api/listing-text/read", { text });
          return { answer: `${res.status}${res.body?.code ? ` ${res.body.code}` : ""}`, outcome: "-" };
        }),
      );
    }
    for (const pagePath of [...hostilePages().keys()].filter(wanted)) {
      const client = await newUser(target, "link");
      rows.push(
        await measured(target, `link: ${pagePath}`, hostilePages().get(pagePath)!.length, () =>
          job(client, "/api/generate-report", { propertyLink: `${target.pages}${pagePath}` }),
        ),
      );
    }
    for (const [name, text] of HOSTILE_TEXTS.filter(([n]) => wanted(n)).slice(0, 3)) {
      const client = await newUser(target, "pdf");
      const pdf = await pdfOf(text);
      rows.push(
        await measured(target, `PDF upload: ${name}`, text.length, () =>
          job(client, "/api/generate-report-from-file", {
            fileBase64: `data:application/pdf;base64,${pdf.toString("base64")}`,
          }),
        ),
      );
    }
    console.log(`\n## ${mode}: hostile inputs (max /healthz wait while each ran; server event-loop stall)`);
    console.table(rows);

    // A pasted list of 40 condos: refused as a list, and no credit spent.
    const lister = await newUser(target, "list");
    const listed = await job(lister, "/api/generate-report-from-text", { text: PASTED_LIST });
    const creditsAfter = (await lister.get("/api/credits")).body;
    console.log(
      `\npasted list of 40 condos: answer ${listed.answer}, job ${listed.outcome}; free report still available: ${creditsAfter.freeReportAvailable}, reserved ${creditsAfter.reserved}`,
    );

    // A sign-up burst.
    const burst = Number(values.burst);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        new ApiClient(target.url).post("/api/register", {
          email: `burst-${i}-${Date.now()}@example.ph`,
          password: "correct horse battery",
        }),
      ),
    );
    const counts = new Map<string, number>();
    for (const a of answers) {
      const key = `${a.status}${a.status >= 400 ? (a.headers.get("retry-after") ? " with Retry-After" : " without Retry-After") : ""}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    console.log(
      `\n${burst} concurrent sign-ups (${((performance.now() - started) / 1000).toFixed(1)} s): ${[...counts]
        .map(([k, n]) => `${n} × ${k}`)
        .join(", ")}`,
    );

    // A deleted account signs in, and its e-mail is registered again.
    const email = `deleted-${Date.now()}@example.ph`;
    const doomed = new ApiClient(target.url);
    let signedUp = await doomed.post("/api/register", { email, password: "correct horse battery" });
    while (signedUp.status === 429 || signedUp.status === 503) {
      await sleep(Number(signedUp.headers.get("retry-after") ?? "1") * 1000);
      signedUp = await doomed.post("/api/register", { email, password: "correct horse battery" });
    }
    const deleted = await doomed.request("DELETE", "/api/user", { password: "correct horse battery" });
    const login = await new ApiClient(target.url).post("/api/login", { email, password: "correct horse battery" });
    const again = new ApiClient(target.url);
    const reRegistered = await again.post("/api/register", { email, password: "correct horse battery" });
    await sleep(1_000);
    const freeAgain = reRegistered.status === 201 ? (await again.get("/api/credits")).body.freeReportAvailable : "-";
    console.log(
      `deleted account: delete ${deleted.status}, sign-in ${login.status}; same e-mail again: register ${reRegistered.status}, free report again: ${freeAgain}`,
    );
  } finally {
    await stop(child);
  }
}

for (const mode of modes) await runMode(mode);
