// Suri load scenarios for k6 (and for load-tests/src/run.ts, which runs this same file in Node).
//
//   k6 run -e BASE_URL=https://staging.suri.example -e LISTING_URL=https://listings.internal/property/x \
//          -e USERS=50 -e REPORT_RATE=20 -e READ_RATE=50 -e DURATION=2m load-tests/suri.k6.js
//
// setup() logs in a fixed pool of users (registering each once, the first time), tops up their
// credits through the demo checkout where the environment has one (otherwise grant credits with
// `npm run ledger -- grant`), and hands their session cookies to the virtual users: no iteration
// registers or logs in. The target must allow USERS logins per minute from the load generator's
// address (AUTH_ATTEMPTS_PER_MINUTE) and the listing URL must be reachable by the scraper.
//
// Written with http.asyncRequest and await so that the Node runner can run it unchanged.
import { check, fail, sleep } from "k6";
import http from "k6/http";
import { Counter, Rate, Trend } from "k6/metrics";
import { WebSocket } from "k6/websockets";

const BASE = __ENV.BASE_URL || "http://localhost:3000";
const LISTING = __ENV.LISTING_URL;
const USERS = Number(__ENV.USERS || 50);
const USER_PREFIX = __ENV.USER_PREFIX || "k6-load";
const PASSWORD = __ENV.USER_PASSWORD || "k6-Load-Test-Passw0rd!";
const CREDITS_PER_USER = Number(__ENV.CREDITS_PER_USER || 0);
const DURATION = __ENV.DURATION || "1m";
const JOB_TIMEOUT_S = Number(__ENV.JOB_TIMEOUT_S || 120);
// What the reads scenario asks for on each iteration (a signed-in user's dashboard).
const READ_PATHS = (__ENV.READ_PATHS || "/api/user,/api/credits,/api/user/reports").split(",");
// UNIQUE_LISTINGS=1 adds ?k6=<vu>-<iteration> so every job fetches and values its own page (no page cache).
const listingUrl = () => (__ENV.UNIQUE_LISTINGS === "1" ? `${LISTING}?k6=${__VU}-${__ITER}-${Date.now()}` : LISTING);

const reportJob = new Trend("report_job_ms", true);
const wsJob = new Trend("ws_job_ms", true);
const jobsCompleted = new Counter("report_jobs_completed");
const jobsFailed = new Rate("report_job_failed");
const wsFailed = new Rate("ws_progress_failed");

// SCENARIOS=reports,reads picks scenarios (default all three), to measure one flow on its own.
const only = (__ENV.SCENARIOS || "reports,reads,progress").split(",");
const pick = (all) => Object.fromEntries(Object.entries(all).filter(([name]) => only.includes(name)));

export const options = {
  setupTimeout: "10m",
  scenarios: pick({
    reports: {
      executor: "constant-arrival-rate",
      exec: "reportFlow",
      rate: Number(__ENV.REPORT_RATE || 20),
      timeUnit: "1s",
      duration: DURATION,
      preAllocatedVUs: 100,
      maxVUs: Number(__ENV.MAX_VUS || 600),
    },
    reads: {
      executor: "constant-arrival-rate",
      exec: "authenticatedReads",
      rate: Number(__ENV.READ_RATE || 50),
      timeUnit: "1s",
      duration: DURATION,
      preAllocatedVUs: 20,
      maxVUs: 200,
    },
    progress: {
      executor: "constant-vus",
      exec: "wsProgress",
      vus: Number(__ENV.WS_VUS || 4),
      duration: DURATION,
    },
  }),
  thresholds: {
    http_req_failed: ["rate<0.01"],
    ...(only.includes("reports")
      ? {
          "http_req_duration{name:generate-report}": ["p(95)<1000"],
          report_job_failed: ["rate<0.01"],
          report_job_ms: ["p(95)<10000"],
        }
      : {}),
    ...(only.includes("reads") ? { "http_req_duration{scenario:reads}": ["p(95)<500"] } : {}),
    ...(only.includes("progress") ? { ws_progress_failed: ["rate<0.01"] } : {}),
  },
};

const json = (body) => JSON.stringify(body);
const headersFor = (cookie) => ({ "content-type": "application/json", origin: BASE, cookie });

function sessionCookie(res) {
  for (const [name, values] of Object.entries(res.cookies || {}))
    if (name.endsWith("suri_session") && values.length) return `${name}=${values[0].value}`;
  return undefined;
}

async function signIn(email) {
  const params = {
    headers: headersFor(""),
    tags: { name: "login" },
    responseCallback: http.expectedStatuses(200, 401),
  };
  let res = await http.asyncRequest("POST", `${BASE}/api/login`, json({ email, password: PASSWORD }), params);
  if (res.status === 401) {
    res = await http.asyncRequest("POST", `${BASE}/api/register`, json({ email, password: PASSWORD }), {
      headers: headersFor(""),
      tags: { name: "register" },
    });
  }
  if (!check(res, { "signed in": (r) => r.status === 200 || r.status === 201 }))
    fail(`could not sign in ${email}: ${res.status} ${res.body}`);
  return sessionCookie(res);
}

async function topUp(cookie) {
  const headers = headersFor(cookie);
  const credits = (
    await http.asyncRequest("GET", `${BASE}/api/credits`, null, { headers, tags: { name: "setup" } })
  ).json();
  let have = credits.creditsRemaining ?? 0;
  while (have < CREDITS_PER_USER) {
    const session = await http.asyncRequest(
      "POST",
      `${BASE}/api/create-checkout-session`,
      json({ packId: "credit_10" }),
      {
        headers,
        tags: { name: "setup" },
      },
    );
    const { sessionId } = session.json();
    const done = await http.asyncRequest("POST", `${BASE}/api/demo-checkout/complete`, json({ sessionId }), {
      headers,
      tags: { name: "setup" },
    });
    if (!check(done, { "credits bought": (r) => r.status === 200 })) fail(`demo checkout refused: ${done.status}`);
    have += 10;
  }
}

export async function setup() {
  if (!LISTING) fail("set LISTING_URL (a listing page the scraper can reach)");
  const config = (
    await http.asyncRequest("GET", `${BASE}/api/stripe-config`, null, { tags: { name: "setup" } })
  ).json();
  const users = [];
  for (let i = 0; i < USERS; i++) {
    const cookie = await signIn(`${USER_PREFIX}-${i}@example.ph`);
    if (CREDITS_PER_USER > 0 && config.demoCheckout) await topUp(cookie);
    users.push(cookie);
  }
  return { users };
}

const userFor = (data) => data.users[(__VU * 7919 + __ITER) % data.users.length];

/** Ask for a report and follow the job by polling until it completes or fails. */
export async function reportFlow(data) {
  const headers = headersFor(userFor(data));
  const started = Date.now();
  const res = await http.asyncRequest("POST", `${BASE}/api/generate-report`, json({ propertyLink: listingUrl() }), {
    headers,
    tags: { name: "generate-report" },
  });
  if (!check(res, { "report accepted": (r) => r.status === 202 })) {
    jobsFailed.add(1);
    return;
  }
  const { jobId } = res.json();
  const deadline = started + JOB_TIMEOUT_S * 1000;
  while (Date.now() < deadline) {
    await sleep(0.25);
    const job = await http.asyncRequest("GET", `${BASE}/api/report-jobs/${jobId}`, null, {
      headers,
      tags: { name: "report-job" },
    });
    const status = job.status === 200 ? job.json().status : undefined;
    if (status === "completed" || status === "failed") {
      reportJob.add(Date.now() - started);
      jobsFailed.add(status !== "completed");
      if (status === "completed") jobsCompleted.add(1);
      return;
    }
  }
  jobsFailed.add(1);
}

/** What a signed-in user's dashboard reads. */
export async function authenticatedReads(data) {
  const headers = headersFor(userFor(data));
  const responses = await Promise.all(
    READ_PATHS.map((path) => http.asyncRequest("GET", `${BASE}${path}`, null, { headers, tags: { name: path } })),
  );
  check(responses, { "reads answered": (rs) => rs.every((r) => r.status === 200) });
}

/** Follow a job's progress over the WebSocket, as the web app does. */
export async function wsProgress(data) {
  const cookie = userFor(data);
  const started = Date.now();
  const ws = new WebSocket(`${BASE.replace(/^http/, "ws")}/ws`, null, { headers: { cookie, origin: BASE } });
  const outcome = await new Promise((resolve) => {
    let jobId;
    const timer = setTimeout(() => resolve("timeout"), JOB_TIMEOUT_S * 1000);
    ws.onerror = () => resolve("error");
    ws.onclose = () => resolve("closed");
    ws.onmessage = async (event) => {
      const msg = JSON.parse(event.data);
      if (msg.type === "hello") {
        const res = await http.asyncRequest(
          "POST",
          `${BASE}/api/generate-report`,
          json({ propertyLink: listingUrl() }),
          {
            headers: headersFor(cookie),
            tags: { name: "generate-report" },
          },
        );
        if (res.status !== 202) return resolve(`refused ${res.status}`);
        jobId = res.json().jobId;
      } else if (msg.type === "job.progress" && msg.job.jobId === jobId) {
        if (msg.job.status === "completed" || msg.job.status === "failed") {
          clearTimeout(timer);
          resolve(msg.job.status);
        }
      }
    };
  });
  ws.close();
  wsJob.add(Date.now() - started);
  wsFailed.add(outcome !== "completed");
  if (!check(outcome, { "progress pushed to completion": (o) => o === "completed" })) await sleep(1);
}
