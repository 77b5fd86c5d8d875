/**
 * The towns running text is read for: every spelling of every town real listings name, and the districts, estates
 * and islands that stand for their town (@suri/places).
 */
import { LOCALITIES, TOWNS } from "@suri/places";
import { placeKey } from "./gazetteer";

export interface Town {
  name: string;
  province: string;
}

/** Every spelling of every town real listings name, to the towns it may be (several for a shared name). */
export const TOWNS_BY_KEY = new Map<string, Town[]>();
for (const listed of TOWNS.filter((town) => town.listed)) {
  const town = { name: listed.name, province: listed.province };
  const keys = [listed.name, ...listed.spellings].map((spelling) => placeKey(spelling));
  for (const key of new Set(keys.flatMap((key) => [key, key.replace(/ city$/, "")]))) {
    if (!key) continue;
    const towns = TOWNS_BY_KEY.get(key) ?? [];
    if (!towns.some((other) => other.name === town.name && other.province === town.province)) towns.push(town);
    TOWNS_BY_KEY.set(key, towns);
  }
}

/** Districts that are also developers' or projects' names ("IPI Center by Rockwell" is in Cebu): never read in text. */
const NOT_IN_TEXT = new Set(["rockwell", "commonwealth", "araneta", "eastwood", "mactan"]);
/** A district, estate or island standing for its town in running text. */
export const DISTRICT_TOWNS = new Map<string, Town>();
for (const locality of LOCALITIES) {
  if (NOT_IN_TEXT.has(locality.key)) continue;
  DISTRICT_TOWNS.set(locality.key, { name: locality.town.name, province: locality.town.province });
}
/** Mactan is Lapu-Lapu's island (Cordova's too, but listings there say Cordova). */
DISTRICT_TOWNS.set("mactan", { name: "Lapu-Lapu", province: "Cebu" });
