/**
 * The analyzer alone, as production wires it (in-process bus, PGlite), with the ledger answered by a
 * stand-in that records every reservation, so a path that asked it for anything would show. A listing
 * then arrives as the scraper would send it.
 */
import {
  type Comparable,
  type EndedJob,
  type Envelope,
  type EventData,
  type EventType,
  type Listing,
  ListingSchema,
  type ReportJob,
  type ReportRecord,
} from "@suri/contracts";
import { createRuntime, makeEvent, newId, type Runtime, serveRpc, startServices, subjectOf } from "@suri/kit";
import { baseConfig, eventually, modeEnv, testLogger } from "@suri/testkit";
import { expect } from "vitest";
import { startAnalyzer } from "../../src/service";

/** What the analyzer asks the ledger when it charges a job. */
export interface ReserveCreditRequest {
  accountId: string;
  jobId: string;
  endedJobs?: EndedJob[];
}

export interface Reservation {
  accountId: string;
  jobId: string;
}

export interface AnalyzerAlone {
  rt: Runtime;
  /** Every reservation the stand-in ledger granted, in order. */
  reservations: Reservation[];
  /** Publish an event as its producer would; the event, for its id. */
  publish<T extends EventType>(type: T, data: EventData<T>): Promise<Envelope<EventData<T>>>;
  /** The job once it is neither pending nor processing. */
  settled(userId: string, jobId: string): Promise<ReportJob>;
  /** A pasted-text job (confirmed or not) whose listing the "scraper" then reads as `listing`: its completed report. */
  reportFromText(userId: string, job: TextJob): Promise<ReportRecord>;
  stop(): Promise<void>;
}

export interface TextJob {
  text: string;
  listing: Listing;
  confirmed?: Record<string, unknown>;
  stored?: Comparable[];
}

/**
 * Start the analyzer with a stand-in ledger granting a free credit to every reservation; `beforeGranting`
 * sees each request and the reservations granted so far, and refuses one by throwing.
 */
export async function startAnalyzerAlone(
  name: string,
  beforeGranting: (req: ReserveCreditRequest, granted: readonly Reservation[]) => void = () => {},
): Promise<AnalyzerAlone> {
  const m = await modeEnv("embedded");
  try {
    const rt = await createRuntime(baseConfig(m.env), testLogger(), name, m.env);
    const reservations: Reservation[] = [];
    const ReserveCredit = async (req: ReserveCreditRequest) => {
      beforeGranting(req, reservations);
      reservations.push({ accountId: req.accountId, jobId: req.jobId });
      return { source: "free" as const, expiresAt: new Date(Date.now() + 60_000).toISOString() };
    };
    await serveRpc(rt.bus, "ledger", { ReserveCredit } as never, rt.log);
    const system = await startServices(rt, [startAnalyzer]);
    const stop = async () => {
      await system.stop();
      await m.cleanup();
    };
    return {
      rt,
      reservations,
      publish: (type, data) => publish(rt, type, data),
      settled: (userId, jobId) => settled(rt, userId, jobId),
      reportFromText: (userId, job) => reportFromText(rt, userId, job),
      stop,
    };
  } catch (error) {
    await m.cleanup();
    throw error;
  }
}

async function publish<T extends EventType>(rt: Runtime, type: T, data: EventData<T>) {
  const event = makeEvent(type, data, { correlationId: newId() });
  await rt.bus.publish(subjectOf(type), event);
  return event;
}

const settled = (rt: Runtime, userId: string, jobId: string) =>
  eventually(async () => {
    const j = await rt.rpc.call("analyzer", "GetJob", { userId, jobId });
    return j.status === "pending" || j.status === "processing" ? undefined : j;
  }, 20_000);

async function reportFromText(rt: Runtime, userId: string, job: TextJob): Promise<ReportRecord> {
  const { text, listing, confirmed, stored = [] } = job;
  const { jobId } = await rt.rpc.call("analyzer", "StartReportFromText", {
    userId,
    text,
    ...(confirmed ? { confirmed } : {}),
  });
  await publish(rt, "ListingExtracted", {
    jobId,
    userId,
    listing,
    comparables: [],
    ...(stored.length ? { stored } : {}),
  });
  const done = await settled(rt, userId, jobId);
  expect(done.status).toBe("completed");
  return rt.rpc.call("analyzer", "GetReport", { userId, reportId: done.reportId! });
}

/** A 60 sqm Makati condo at ₱9M, as a portal page gives it (the place from the title only). */
const MAKATI_CONDO: Listing = ListingSchema.parse({
  sourceSite: "example.ph",
  url: "https://example.ph/listing/1",
  title: "2BR Condo for Sale in Salcedo Village, Makati",
  priceCentavos: 900_000_000,
  floorAreaSqm: 60,
  bedrooms: 2,
  bathrooms: 1,
  propertyType: "condo",
  address: { city: "Makati", province: "Metro Manila", region: "Metro Manila", text: "Salcedo Village, Makati" },
  provenance: {
    priceCentavos: { source: "json-ld", confidence: 0.95, snippet: "₱9,000,000" },
    floorAreaSqm: { source: "text", confidence: 0.85, snippet: "Floor area: 60 sqm" },
    bedrooms: { source: "text", confidence: 0.5, snippet: "2BR" },
    propertyType: { source: "json-ld", confidence: 0.9 },
    "address.city": { source: "text", confidence: 0.4, snippet: "Salcedo Village, Makati" },
  },
  place: { from: "title", confidence: 0.6, uncertain: true, conflicting: [] },
});

/** A post about MAKATI_CONDO and the listing the "scraper" reads from it. */
export const MAKATI_POST: TextJob = {
  text: "2BR condo for sale in Makati, 60 sqm, 9M. Message me for details please.",
  listing: MAKATI_CONDO,
};
