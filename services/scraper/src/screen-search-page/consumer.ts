import type { Comparable, Envelope, Listing } from "@suri/contracts";
import { type Causation, causedBy, EventTooLargeError, enqueue, makeEvent, type ServiceStore } from "@suri/kit";
import type { PageFetcher } from "../fetch";
import type { ListingReading } from "../reading-pool/readings";
import { type Card, readSearchPage, type SearchPageReading } from "./read-cards";

export interface ScreeningReaders {
  fetcher: PageFetcher;
  reading: ListingReading;
  /** What the comparables store holds for a listing's market, as a report of that listing is sent. */
  storedFor?(listing: Listing): Promise<Comparable[]>;
}

interface Read {
  page: SearchPageReading;
  stored: Comparable[][];
}

/**
 * Read the search page of every requested screening and send the analyzer each of its listings with what
 * the comparables store holds for its market — the very inputs a full report of that listing gets — one
 * event per listing. A page that is not a readable search page fails the screening with its reason.
 */
export function readSearchPagesOnRequest(service: ServiceStore, readers: ScreeningReaders, concurrency: number) {
  const { rt } = service;
  return service.consume({
    durable: "scraper-screening-requests",
    context: "screening",
    concurrency,
    handlers: {
      ScreeningRequested: {
        prepare: async (data): Promise<Read> => {
          const page = await readSearchPage(readers.fetcher, data.pageLink, readers.reading);
          if (!page.ok) return { page, stored: [] };
          const stored = await Promise.all(
            page.cards.map((card) =>
              card.listing && readers.storedFor
                ? readers.storedFor(card.listing).catch((err) => {
                    rt.log.warn({ err }, "comparables store unavailable; the listing goes on without them");
                    return [];
                  })
                : Promise.resolve([]),
            ),
          );
          return { page, stored };
        },
        apply: async (data, envelope, trx, { page, stored }: Read) => {
          const ref = { screeningId: data.screeningId, userId: data.userId };
          const cause = causedBy(envelope);
          const at = rt.now();
          if (!page.ok) {
            const unread = makeEvent(
              "SearchPageUnread",
              { ...ref, reason: page.reason, message: page.message },
              cause,
              at,
            );
            return enqueue(trx, service.schema, [unread]);
          }
          const read = makeEvent(
            "SearchPageRead",
            { ...ref, total: page.cards.length, ...(page.listingCount ? { listingCount: page.listingCount } : {}) },
            cause,
            at,
          );
          const listings = page.cards.map((card, index) =>
            listingEvent(ref, index, card, stored[index] ?? [], cause, at),
          );
          await enqueue(trx, service.schema, [read, ...listings]);
        },
      },
    },
  });
}

/** One listing's event, its stored comparables halved until it fits the bus (its own listing is bounded). */
function listingEvent(
  ref: { screeningId: string; userId: string },
  index: number,
  card: Card,
  stored: Comparable[],
  cause: Causation,
  at: Date,
): Envelope {
  let kept = stored;
  for (;;) {
    try {
      return makeEvent(
        "ScreeningListingRead",
        {
          ...ref,
          index,
          candidate: card.candidate,
          ...(card.listing ? { listing: card.listing } : {}),
          ...(kept.length ? { stored: kept } : {}),
        },
        cause,
        at,
      );
    } catch (err) {
      if (!(err instanceof EventTooLargeError) || !kept.length) throw err;
      kept = kept.slice(0, Math.floor(kept.length / 2));
    }
  }
}
