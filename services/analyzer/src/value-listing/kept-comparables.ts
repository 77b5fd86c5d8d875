import type { Comparable, Listing } from "@suri/contracts";
import { ComparableSchema } from "@suri/contracts";
import type { Knex, ServiceStore } from "@suri/kit";
import { z } from "zod";

/**
 * The listings a report is valued against: those seen on the listing's own page (seen now) and those the
 * scraper's store held for its market when it was read (with the date they were seen), without repeats or
 * the listing itself. They come with the listing's event; nothing is asked back of the scraper.
 */
export function comparablesToValueWith(
  listing: Listing,
  onPage: readonly Listing[],
  stored: readonly Comparable[],
  now: Date,
): Comparable[] {
  const seenNow = now.toISOString();
  const pageComparables = onPage.map((l) => ({ listing: l, url: l.url ?? "", seenAt: l.postedAt ?? seenNow }));
  const seen = new Set<string>(listing.url ? [listing.url] : []);
  const merged: Comparable[] = [];
  for (const candidate of [...pageComparables, ...stored]) {
    const key = candidate.listing.url || candidate.url;
    if (key && seen.has(key)) continue;
    if (key) seen.add(key);
    merged.push(candidate);
  }
  return merged;
}

/**
 * What a job was (or is to be) valued against, kept under its id: a needs_details job's until the user's
 * figures complete it, a report's so a correction values again from the same listings.
 */
export async function keepComparables(
  trx: Knex.Transaction,
  service: ServiceStore,
  jobId: string,
  comparables: readonly Comparable[],
) {
  await trx(service.t("job_comparables"))
    .insert({ job_id: jobId, comparables: JSON.stringify(comparables) })
    .onConflict("job_id")
    .merge();
}

const KeptSchema = z.array(ComparableSchema);

/** The comparables kept for a job; none for a job valued before they were kept, or kept unreadable. */
export async function keptComparables(service: ServiceStore, jobId: string): Promise<Comparable[]> {
  const row = (await service.rt.db.knex(service.t("job_comparables")).where({ job_id: jobId }).first()) as
    | { comparables: unknown }
    | undefined;
  if (!row) return [];
  const parsed = KeptSchema.safeParse(
    typeof row.comparables === "string" ? JSON.parse(row.comparables) : row.comparables,
  );
  return parsed.success ? parsed.data : [];
}
