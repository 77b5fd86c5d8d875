/**
 * The scraper's view of the one gazetteer (@suri/places, PSGC): reads addresses ("…, Binangonan,
 * Rizal": the part before the province is the town) and keeps a province consistent with its city
 * (a Binangonan house is in Rizal, never in Metro Manila).
 */
import { METRO_MANILA, placeKey, provinceNamed, regionOfProvince, TOWNS, type Town, townsNamed } from "@suri/places";

export { METRO_MANILA, placeKey, provinceNamed, regionOfProvince };

/** The seventeen cities and municipality of Metro Manila, house spelling. */
export const METRO_MANILA_CITIES: readonly string[] = TOWNS.filter((town) => town.province === METRO_MANILA).map(
  (town) => town.name,
);

/** The towns real listings name that a spelling may be. */
export function listedTownsNamed(town: string | undefined): readonly Town[] {
  return townsNamed(town).filter((found) => found.listed);
}

/**
 * The province of a town; undefined when unknown or shared by towns of several provinces (San
 * Fernando, Talisay, Santo Tomas …). San Juan is a Metro Manila city and a Batangas and La Union
 * town: the Metro Manila one is meant unless a province says otherwise.
 */
export function provinceOfTown(town: string | undefined): string | undefined {
  // Only towns real listings name: an address part such as "San Roque" or "Pasil" is far more often a
  // barangay than the PSGC town of that name in another province.
  const provinces = new Set(listedTownsNamed(town).map((found) => found.province));
  if (provinces.has(METRO_MANILA)) return METRO_MANILA;
  return provinces.size === 1 ? [...provinces][0] : undefined;
}

/**
 * The province of a town where the text states provinces: the first stated one with a PSGC town of that name
 * ("San Juan, Batangas" is Batangas's San Juan, not Metro Manila's), otherwise the town's own (`provinceOfTown`).
 */
export function provinceOfTownIn(
  town: string | undefined,
  stated: readonly (string | undefined)[],
): string | undefined {
  const towns = townsNamed(town, true);
  return (
    stated.find((province) => province && towns.some((found) => found.province === province)) ?? provinceOfTown(town)
  );
}

/**
 * "San Juan Batangas", "Lapu-Lapu Cebu": an address part that is a town and then, without a comma, a province
 * PSGC has a town of that name in, as the two parts; any other part as it is.
 */
export function townAndProvince(part: string): string[] {
  const words = part.trim().split(/\s+/);
  for (let cut = words.length - 1; cut >= 1; cut -= 1) {
    const province = provinceNamed(words.slice(cut).join(" "));
    const town = words.slice(0, cut).join(" ");
    if (province && townsNamed(town, true).some((found) => found.province === province)) {
      return [town, words.slice(cut).join(" ")];
    }
  }
  return [part];
}
