/**
 * Reads data/gazetteer.json once (built by scripts/build-gazetteer.ts from the PSGC list and the
 * hand-kept spellings): about 0.75 MB parsed in tens of milliseconds, so no PSGC package is loaded
 * at run time.
 */
import { readFileSync } from "node:fs";
import type { GazetteerData } from "./types";

export const GAZETTEER: GazetteerData = JSON.parse(
  readFileSync(new URL("../data/gazetteer.json", import.meta.url), "utf8"),
) as GazetteerData;
