import { ApiClient } from "./client";

/** Every route of SPEC §2 the walk and the measurements visit; `auth` routes need a signed-in user. */
export interface SiteRoute {
  name: string;
  path: string;
  auth: boolean;
}

export function siteRoutes(ids: { reportId: string }): SiteRoute[] {
  const open = [
    ["landing", "/"],
    ["how-it-works", "/how-it-works"],
    ["pricing", "/pricing"],
    ["credits", "/credits"],
    ["about", "/about"],
    ["blog", "/blog"],
    ["blog-post", "/blog/five-checks-before-buying"],
    ["blog-post-missing", "/blog/no-such-post"],
    ["disclaimer", "/disclaimer"],
    ["terms", "/terms"],
    ["privacy", "/privacy"],
    ["analyze", "/analyze"],
    ["analyze-text", "/analyze?tab=text"],
    ["auth", "/auth"],
    ["login", "/auth?tab=login"],
    ["demo-report", "/demo-report"],
    ["metrics-example", "/metrics-example"],
    ["payment-cancel", "/payment-cancel"],
    ["payment-success", "/payment-success"],
    ["test-report", "/test-report/48"],
    ["test-investment-score", "/test-investment-score"],
    ["test-stripe", "/test-stripe"],
    ["stripe-diagnostic", "/stripe-diagnostic"],
  ] as const;
  // Open routes whose data needs a session (SPEC §2) are walked signed in, so they show the report.
  const signedIn = [
    ["card-report", `/card-report/${ids.reportId}`],
    ["popup-report", `/popup-report/${ids.reportId}`],
    ["calculator", `/reports/${ids.reportId}/investment-calculator`],
    ["dashboard", "/dashboard"],
    ["home-signed-in", "/"],
    ["my-reports", "/reports"],
    ["account", "/account"],
    ["report", `/report/${ids.reportId}`],
  ] as const;
  return [
    ...open.map(([name, path]) => ({ name, path, auth: false })),
    ...signedIn.map(([name, path]) => ({ name, path, auth: true })),
  ];
}

/** Registers through the API and returns the session cookie for a browser context or Lighthouse. */
export async function registerUser(
  baseUrl: string,
  email: string,
): Promise<{ client: ApiClient; cookie: { name: string; value: string } }> {
  const client = new ApiClient(baseUrl);
  await client.register(email, "secret-passphrase");
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password: "secret-passphrase" }),
  });
  const raw = res.headers.getSetCookie()[0] ?? "";
  const [pair = ""] = raw.split(";");
  const at = pair.indexOf("=");
  if (res.status !== 200 || at < 1) throw new Error(`login failed: ${res.status}`);
  return { client, cookie: { name: pair.slice(0, at), value: pair.slice(at + 1) } };
}

/** Starts a report for `link` and waits for the job's outcome through the polling endpoint. */
export async function generateReport(client: ApiClient, link: string): Promise<string> {
  const started = await client.post("/api/generate-report", { propertyLink: link });
  if (started.status !== 202 && started.status !== 200) throw new Error(`generate failed: ${started.status}`);
  const jobId: string = started.body.jobId;
  for (;;) {
    const job = await client.get(`/api/report-jobs/${jobId}`);
    if (job.body?.status === "completed" && job.body.reportId) return job.body.reportId as string;
    if (job.body?.status === "failed") throw new Error(`job failed: ${job.body.error}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
