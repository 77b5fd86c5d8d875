/**
 * The PSGC list as @aivangogh/ph-address publishes it (PSGC Q4 2025), walked through its public
 * functions: provinces, then every city and municipality — those under a province's code, the
 * capital region's under the region's code, the highly urbanised cities and the Bangsamoro's
 * Special Geographic Area under codes of their own — and their barangays (Manila's under its
 * districts).
 */
import {
  getAllProvinces,
  getAllRegions,
  getBarangaysByMunicipality,
  getMunicipalitiesByProvince,
} from "@aivangogh/ph-address";

export interface PsgcTown {
  name: string;
  code: string;
  /** The code it is filed under: a province's, the region's (NCR) or its own. */
  parent: string;
  barangays: string[];
}

export const MANILA_CODE = "1380600000";
export const SPECIAL_GEOGRAPHIC_AREA = "1999900000";

export function psgcProvinces(): { name: string; code: string }[] {
  return getAllProvinces().map((province) => ({ name: province.name, code: province.psgcCode }));
}

/** Every code of the form RRPPP00000 that has towns filed under it. */
function parentCodes(): string[] {
  const codes: string[] = [];
  for (const region of getAllRegions()) {
    for (let n = 0; n < 1000; n += 1) {
      const code = `${region.psgcCode.slice(0, 2)}${String(n).padStart(3, "0")}00000`;
      if (getMunicipalitiesByProvince(code).length) codes.push(code);
    }
  }
  return codes;
}

export function psgcTowns(): PsgcTown[] {
  const towns: PsgcTown[] = [];
  // Manila's districts are filed under Manila's code: they hold its barangays, not towns of their own.
  const manilaDistricts = getMunicipalitiesByProvince(MANILA_CODE);
  for (const parent of parentCodes()) {
    if (parent === MANILA_CODE) continue;
    for (const town of getMunicipalitiesByProvince(parent)) {
      const own = town.psgcCode === MANILA_CODE ? manilaDistricts.map((d) => d.psgcCode) : [town.psgcCode];
      const barangays = own.flatMap((code) => getBarangaysByMunicipality(code).map((b) => b.name));
      towns.push({ name: town.name, code: town.psgcCode, parent, barangays });
    }
  }
  return towns;
}
