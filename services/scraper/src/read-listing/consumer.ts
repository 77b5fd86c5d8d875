import type { Comparable, Envelope, Listing, ReportSource } from "@suri/contracts";
import { causedBy, enqueue, makeEvent, type ServiceStore } from "@suri/kit";
import type { PageFetcher } from "../fetch";
import { readUpload, type UploadReader } from "../read-upload/read-upload";
import type { ListingReading } from "../reading-pool/readings";
import { readCard } from "../screen-search-page/read-cards";
import { outcomeEvent } from "./outcome-event";
import { pastBudgetOutcome, type ReadOutcome, readListing } from "./read-listing";

export interface ListingReaders {
  fetcher: PageFetcher;
  uploads: UploadReader;
  /** Where pages and texts are read: the worker pool, within its time and size budget. */
  reading: ListingReading;
  /** Every listing read (the report's, those beside it, a search page's), for the comparables store. */
  onListings?(listings: Listing[], primary?: Listing): Promise<void>;
  /** What the comparables store holds for a listing's market, sent on with it. */
  storedFor?(listing: Listing): Promise<Comparable[]>;
}

/** What was read, and what the store holds for its market. */
interface Reading {
  outcome: ReadOutcome;
  stored: Comparable[];
}

const tooLargeOutcome: ReadOutcome = {
  ok: false,
  reason: "too_large",
  message: "the listing was too large for the message bus",
};
const unstorableOutcome: ReadOutcome = {
  ok: false,
  reason: "unstorable",
  message: "what was read could not be written",
};
const uploadOf = (source: ReportSource | undefined) => (source?.kind === "upload" ? source : undefined);
const pastedTextOf = (source: ReportSource | undefined) => (source?.kind === "text" ? source : undefined);
const cardOf = (source: ReportSource | undefined) => (source?.kind === "card" ? source : undefined);

/**
 * Read the listing of every requested report — a page behind a link, an uploaded file, or a pasted
 * text — and tell the analyzer what was found. An uploaded file is deleted once the outcome is committed.
 */
export function readListingsOnRequest(service: ServiceStore, readers: ListingReaders, concurrency: number) {
  const { rt } = service;
  const afterCommit = (envelope: Envelope) => {
    const upload = uploadOf((envelope.data as { source?: ReportSource }).source);
    if (upload) {
      rt.objects.delete(upload.objectKey).catch((err) => rt.log.warn({ err }, "could not delete an uploaded file"));
    }
  };
  // A listing event the bus can never carry (made before events were bounded) is parked by the
  // relay: its job fails at once, as too large, instead of waiting for the job timeout.
  service.relay.onDeadLetter(async (parked) => {
    if (parked.type !== "ListingExtracted" && parked.type !== "ListingIncomplete") return;
    const { jobId, userId } = parked.data as { jobId: string; userId: string };
    const failed = outcomeEvent({ jobId, userId }, tooLargeOutcome, causedBy(parked), rt.now());
    await service.commit(async () => ({ result: undefined, events: [failed] }));
  });
  return service.consume({
    durable: "scraper-report-requests",
    context: "report",
    concurrency,
    afterCommit,
    // What was read could not be written (the database refused it): the job fails now, its credit is
    // released, and the user is told in the words of what they gave (a link, a file or a text).
    onUnwritable: async (envelope, err) => {
      const { jobId, userId } = envelope.data as { jobId: string; userId: string };
      rt.log.error({ err, jobId }, "a listing reading could not be written; failing its job");
      const failed = outcomeEvent({ jobId, userId }, unstorableOutcome, causedBy(envelope), rt.now());
      await service.commit(async () => ({ result: undefined, events: [failed] }));
    },
    handlers: {
      ReportRequested: {
        prepare: async (data, envelope): Promise<Reading> => {
          await service.commit(async () => ({
            result: undefined,
            events: [
              makeEvent(
                "ListingFetchStarted",
                { jobId: data.jobId, userId: data.userId, url: data.propertyLink },
                causedBy(envelope),
                rt.now(),
              ),
            ],
          }));
          const upload = uploadOf(data.source);
          const pasted = pastedTextOf(data.source);
          // A listing screened from a search page is read from that page's card, as its screening read it.
          const card = cardOf(data.source);
          const outcome = upload
            ? await readUpload({ ...readers.uploads, reading: readers.reading }, upload)
            : pasted
              ? await readers.reading.pastedText(pasted.text).catch((err) => pastBudgetOutcome(err, "too_large"))
              : card
                ? await readCard(readers.fetcher, card.pageLink, data.propertyLink, readers.reading)
                : await readListing(readers.fetcher, data.propertyLink, readers.reading);
          // A pasted listing is the user's word, not a portal's: it never becomes a comparable (nor starts a crawl).
          // A screened card starts no crawl either: its report is valued from what its screening was.
          const listings =
            pasted || card
              ? []
              : outcome.ok
                ? [outcome.listing, ...outcome.comparables]
                : outcome.reason === "incomplete"
                  ? outcome.comparables
                  : (outcome.seen ?? []);
          if (listings.length && readers.onListings) {
            await readers
              .onListings(listings, outcome.ok ? outcome.listing : undefined)
              .catch((err) => rt.log.warn({ err }, "comparables not stored"));
          }
          const read = outcome.ok || outcome.reason === "incomplete" ? outcome.listing : undefined;
          // The store is a help, not a need: a listing is valued from the dataset without it.
          const stored =
            read && readers.storedFor
              ? await readers.storedFor(read).catch((err) => {
                  rt.log.warn({ err }, "comparables store unavailable; the listing goes on without them");
                  return [];
                })
              : [];
          return { outcome, stored };
        },
        apply: async (data, envelope, trx, { outcome, stored }: Reading) => {
          const ref = { jobId: data.jobId, userId: data.userId };
          const event = outcomeEvent(ref, outcome, causedBy(envelope), rt.now(), stored);
          await enqueue(trx, service.schema, [event]);
        },
      },
    },
  });
}
