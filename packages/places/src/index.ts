export {
  type BarangayTown,
  cityFormOwner,
  cityWord,
  LOCALITIES,
  type Locality,
  localityNamed,
  METRO_MANILA,
  metroCebuBarangayTown,
  PROVINCE_NAMES,
  PROVINCE_PHRASES,
  provinceNamed,
  REGION_OF_PROVINCE,
  regionNamed,
  regionOfProvince,
  townsOfBarangay,
} from "./areas";
export type { Region } from "./hand/spellings";
export { placeKey } from "./key";
export {
  barangaysOf,
  seenBarangays,
  TOWNS,
  type Town,
  townById,
  townKeys,
  townNamed,
  townsNamed,
} from "./towns";
