import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ApiClient } from "./client";

const here = path.dirname(fileURLToPath(import.meta.url));
const SCREENSHOT = path.resolve(here, "../../services/scraper/test/fixtures/uploads/listing-screenshot.png");

/**
 * Listings of every kind a report can take (issue 20's walk): a condo from a portal page, a foreclosure
 * with conditions, one priced far under its market (the "Comparison unreliable" banner), a lot, a thin
 * listing with no data for most of the score, and an uploaded screenshot.
 */
export const PASTED_KINDS = {
  foreclosure:
    "FORECLOSED HOUSE AND LOT FOR SALE\nBrgy. Pag-asa, Binangonan, Rizal\nSelling price: PHP 2,450,000\nLot area: 150 sqm\nFloor area: 90 sqm\n3 bedrooms, 2 toilet and bath\nRemarks: Occupied. With pending court case (ejectment). Sold on an as-is-where-is basis.",
  unreliable:
    "House and lot for sale in Binangonan, Rizal. Bank acquired asset, cash buyers only.\nPrice: PHP 900,000\nFloor area: 90 sqm\nLot area: 150 sqm\n2 bedrooms, 1 bathroom",
  lot: "Vacant residential lot for sale in Santa Rosa, Laguna. Clean title, near Nuvali.\nLot area: 300 sqm\nPrice: PHP 4,800,000",
  thin: "House for sale somewhere in the province, please message for details. Price 1,800,000 pesos, floor area 60 sqm. Owner is relocating abroad.",
} as const;

export type ReportKind = keyof typeof PASTED_KINDS | "condo" | "upload";

async function waitForJob(client: ApiClient, jobId: string): Promise<string> {
  for (;;) {
    const job = await client.get(`/api/report-jobs/${jobId}`);
    if (job.body?.status === "completed" && job.body.reportId) return job.body.reportId as string;
    if (job.body?.status === "failed" || job.body?.status === "needs_details")
      throw new Error(`job ${job.body.status}: ${job.body.error ?? job.body.message}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts a report from pasted text and waits for it. */
export async function reportFromText(client: ApiClient, text: string): Promise<string> {
  const started = await client.post("/api/generate-report-from-text", { text });
  if (started.status !== 202) throw new Error(`paste failed: ${started.status} ${JSON.stringify(started.body)}`);
  return waitForJob(client, started.body.jobId);
}

/** Uploads the listing screenshot and waits for its report. */
export async function reportFromUpload(client: ApiClient): Promise<string> {
  const fileBase64 = `data:image/png;base64,${readFileSync(SCREENSHOT).toString("base64")}`;
  const res = await client.post("/api/generate-report-from-file", { fileBase64 });
  if (res.body?.reportId) return res.body.reportId as string;
  if (res.body?.jobId) return waitForJob(client, res.body.jobId);
  throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** One report of every kind for `client`'s user (who needs a credit for each after the free one). */
export async function reportsOfEveryKind(client: ApiClient, condoLink: string): Promise<Record<ReportKind, string>> {
  const out = {} as Record<ReportKind, string>;
  const started = await client.post("/api/generate-report", { propertyLink: condoLink });
  out.condo = await waitForJob(client, started.body.jobId);
  for (const [kind, text] of Object.entries(PASTED_KINDS)) out[kind as ReportKind] = await reportFromText(client, text);
  out.upload = await reportFromUpload(client);
  return out;
}

/** Buys `packId` through the labelled demo checkout (the system needs DEMO_CHECKOUT=true). */
export async function buyDemoCredits(client: ApiClient, packId = "credit_10"): Promise<void> {
  const checkout = await client.post("/api/create-checkout-session", { packId });
  if (checkout.status !== 200) throw new Error(`checkout failed: ${checkout.status}`);
  await client.post("/api/demo-checkout/complete", { sessionId: checkout.body.sessionId });
}
