import { dotProperty } from "./dot-property";
import { lamudi } from "./lamudi";
import { property24 } from "./property24";
import type { SiteAdapter } from "./site-adapter";

export { listingFromFacts, type SiteAdapter, type SiteFacts } from "./site-adapter";

/** Supported portals (README "Supported sources"). */
export const SITE_ADAPTERS: readonly SiteAdapter[] = [lamudi, dotProperty, property24];

export function adapterFor(pageUrl: string): SiteAdapter | undefined {
  let host: string;
  try {
    host = new URL(pageUrl).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return SITE_ADAPTERS.find((adapter) => adapter.matches(host));
}
