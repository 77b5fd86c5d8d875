import type { MessageKey } from "../../i18n";

/** The regions a signed-in user can follow. Names are proper nouns and read the same in both languages. */
export const regions = [
  { id: "ncr", name: "Metro Manila (NCR)" },
  { id: "calabarzon", name: "CALABARZON" },
  { id: "central-luzon", name: "Central Luzon" },
  { id: "central-visayas", name: "Central Visayas (Cebu)" },
  { id: "western-visayas", name: "Western Visayas (Iloilo)" },
  { id: "davao", name: "Davao Region" },
] as const;

export type RegionId = (typeof regions)[number]["id"];

export function isRegionId(value: unknown): value is RegionId {
  return typeof value === "string" && regions.some((r) => r.id === value);
}

export interface RegionTip {
  id: string;
  title: MessageKey;
  content: MessageKey;
}

/** Two tips per region, written by the team without market figures (figures belong in reports, with sources). */
export function tipsFor(region: RegionId): RegionTip[] {
  return [1, 2].map((n) => ({
    id: `${region}-${n}`,
    title: `tips.${region}.${n}.title` as MessageKey,
    content: `tips.${region}.${n}.body` as MessageKey,
  }));
}

const storageKey = "suri.preferredRegion";

/** The saved preference lives in this browser (the API has no preferred-region call yet). */
export function readPreferredRegion(): RegionId | null {
  try {
    const value = localStorage.getItem(storageKey);
    return isRegionId(value) ? value : null;
  } catch {
    return null;
  }
}

export function savePreferredRegion(region: RegionId): boolean {
  try {
    localStorage.setItem(storageKey, region);
    return true;
  } catch {
    return false;
  }
}
