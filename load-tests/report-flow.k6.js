// k6 scenario for operators: sign up, ask for a report, follow the job until it completes.
//   k6 run -e BASE_URL=https://suri.example -e LISTING_URL=https://listings.internal/property/x load-tests/report-flow.k6.js
// The listing URL must be reachable by the scraper (in a test cluster, a fixture server
// allowlisted with SCRAPER_ALLOW_HOSTS). CI has no k6 binary: `npm run bench:flow` drives the same
// flow from Node and prints the same percentiles.
import { check, fail, sleep } from "k6";
import http from "k6/http";
import { Trend } from "k6/metrics";

const BASE = __ENV.BASE_URL || "http://localhost:3000";
const LISTING = __ENV.LISTING_URL;
const jobLatency = new Trend("report_job_ms", true);

export const options = {
  scenarios: {
    reports: {
      executor: "constant-arrival-rate",
      rate: Number(__ENV.RATE || 20),
      timeUnit: "1s",
      duration: __ENV.DURATION || "1m",
      preAllocatedVUs: 50,
      maxVUs: 200,
    },
  },
  thresholds: {
    http_req_failed: ["rate<0.01"],
    "http_req_duration{route:generate}": ["p(95)<200"],
    report_job_ms: [{ threshold: "p(95)<1000", abortOnFail: false }],
  },
};

export default function () {
  if (!LISTING) fail("set LISTING_URL");
  const jar = http.cookieJar();
  const headers = { "content-type": "application/json", origin: BASE };
  const email = `k6-${__VU}-${__ITER}-${Date.now()}@example.ph`;
  const reg = http.post(`${BASE}/api/register`, JSON.stringify({ email, password: "k6-load-test-pass" }), {
    headers,
    tags: { route: "register" },
  });
  check(reg, { registered: (r) => r.status === 201 });
  const started = Date.now();
  const gen = http.post(`${BASE}/api/generate-report`, JSON.stringify({ propertyLink: LISTING }), {
    headers,
    jar,
    tags: { route: "generate" },
  });
  if (!check(gen, { accepted: (r) => r.status === 202 })) return;
  const { jobId } = gen.json();
  for (let i = 0; i < 120; i++) {
    const job = http.get(`${BASE}/api/report-jobs/${jobId}`, { jar, tags: { route: "job" } }).json();
    if (job.status === "completed" || job.status === "failed") {
      check(job, { completed: (j) => j.status === "completed" });
      jobLatency.add(Date.now() - started);
      return;
    }
    sleep(0.1);
  }
  fail(`job ${jobId} did not finish`);
}
