import { causedBy, consumeIdempotently, enqueue, makeEvent, type ServiceStore } from "@suri/kit";
import type { PageFetcher } from "../fetch";
import { type ReadOutcome, readListing } from "./read-listing";

/** Read the listing of every requested report and tell the analyzer what was found. */
export function readListingsOnRequest(service: ServiceStore, fetcher: PageFetcher, concurrency: number) {
  const { rt } = service;
  return consumeIdempotently({
    bus: rt.bus,
    db: rt.db,
    schema: service.schema,
    durable: "scraper-report-requests",
    context: "report",
    concurrency,
    afterCommit: service.relay.kick,
    handlers: {
      ReportRequested: {
        prepare: async (data, envelope): Promise<ReadOutcome> => {
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
          return readListing(fetcher, data.propertyLink);
        },
        apply: async (data, envelope, trx, outcome: ReadOutcome) => {
          const ref = { jobId: data.jobId, userId: data.userId };
          const event = outcome.ok
            ? makeEvent(
                "ListingExtracted",
                { ...ref, listing: outcome.listing, comparables: outcome.comparables },
                causedBy(envelope),
                rt.now(),
              )
            : makeEvent(
                "ListingExtractionFailed",
                { ...ref, reason: outcome.reason, message: outcome.message },
                causedBy(envelope),
                rt.now(),
              );
          await enqueue(trx, service.schema, [event]);
        },
      },
    },
  });
}
