/** Every area of the dataset, by id, with its chain of wider areas. */
import { METRO_MANILA_AREAS } from "./metro-manila";
import { METRO_MANILA, NATIONAL, OUTSIDE_METRO_MANILA } from "./national";
import { OUTSIDE_MANILA_AREAS } from "./outside-manila";
import type { AreaProfile } from "./types";

export const AREAS: readonly AreaProfile[] = [
  NATIONAL,
  METRO_MANILA,
  OUTSIDE_METRO_MANILA,
  ...METRO_MANILA_AREAS,
  ...OUTSIDE_MANILA_AREAS,
];

const AREA_BY_ID: ReadonlyMap<string, AreaProfile> = new Map(AREAS.map((a) => [a.id, a]));

export function areaById(id: string): AreaProfile {
  const found = AREA_BY_ID.get(id);
  if (!found) throw new Error(`Unknown market-data area "${id}"`);
  return found;
}

/** The area, then each wider area up to the national row. */
export function areaChain(start: AreaProfile): AreaProfile[] {
  const chain: AreaProfile[] = [];
  for (let current: AreaProfile | undefined = start; current; ) {
    chain.push(current);
    current = current.parentId ? AREA_BY_ID.get(current.parentId) : undefined;
  }
  return chain;
}

export function isInMetroManila(subject: AreaProfile): boolean {
  return areaChain(subject).some((a) => a.id === METRO_MANILA.id);
}
