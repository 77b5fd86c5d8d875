/**
 * A PSGC name in the house spelling: the name people use — "Sto."/"Sta."/"Gen." spelled out,
 * "de"/"del" in lower case, no "City" or "City of" — except where the bare word is also a
 * province's ("Cebu City", "Batangas City") or the hand list keeps it ("Davao City").
 */
import { KEEPS_CITY } from "../src/hand/spellings";
import { placeKey } from "../src/key";

export function houseName(psgc: string, provinceKeys: ReadonlySet<string>): string {
  const spelled = psgc
    .replace(/\s*\(.*\)\s*$/, "")
    .replace(/\bSto\. /g, "Santo ")
    .replace(/\bSta\. /g, "Santa ")
    .replace(/\bGen\. /g, "General ")
    .replace(/ (De|Del) /g, (_m, particle: string) => ` ${particle.toLowerCase()} `);
  if (KEEPS_CITY.includes(spelled)) return spelled;
  const bare = spelled
    .replace(/^(?:Island Garden |Science )?City of /, "")
    .replace(/ City$/, "")
    .trim();
  return bare !== spelled && provinceKeys.has(placeKey(bare)) ? `${bare} City` : bare;
}
