export {
  type BarangayTown,
  cityFormOwner,
  cityWord,
  LOCALITIES,
  type Locality,
  localityNamed,
  METRO_MANILA,
  PROVINCE_NAMES,
  PROVINCE_PHRASES,
  provinceNamed,
  REGION_OF_PROVINCE,
  regionNamed,
  regionOfProvince,
  townsOfBarangay,
} from "./areas";
// The old tables, until the scraper and the analyzer read the lookups above.
export { BARANGAY_TOWNS } from "./barangays-data";
export {
  CITY_FORM_OWNER,
  DISTRICTS,
  PROVINCE_ALIASES,
  PROVINCES,
  REGION_ALIASES,
  STANDALONE_CITIES,
} from "./gazetteer-data";
export type { Region } from "./hand/spellings";
export { placeKey } from "./key";
export { EXTRA_PROVINCE_ALIASES, PROVINCE_REGIONS } from "./provinces";
export { barangaysOf, seenBarangays, TOWNS, type Town, townById, townKeys, townNamed, townsNamed } from "./towns";
