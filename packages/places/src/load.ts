/**
 * The gazetteer built by scripts/build-gazetteer.ts from the PSGC list and the hand-kept spellings
 * (data/gazetteer.json, about 0.75 MB): imported, so the server bundle carries it and no PSGC package
 * is loaded at run time.
 */
import gazetteerJson from "../data/gazetteer.json";
import type { GazetteerData } from "./types";

export const GAZETTEER = gazetteerJson as unknown as GazetteerData;
