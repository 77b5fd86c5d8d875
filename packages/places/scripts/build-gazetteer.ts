/**
 * Builds data/gazetteer.json: the PSGC list (@aivangogh/ph-address, PSGC Q4 2025) in the house
 * spelling, merged with the spellings kept by hand (src/hand) and with how often the listing
 * datasets name each barangay. Fails on a hand entry PSGC does not confirm. Run:
 * `npm run build:gazetteer --workspace @suri/places` (needs ../shared for the counts).
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  CITY_FORM_OWNER,
  LISTED_TOWNS,
  METRO_CEBU_BARANGAY_TOWN,
  METRO_CEBU_TOWNS,
  STANDALONE_TOWNS,
} from "../src/hand/listed-towns";
import { LOCALITIES, STANDALONE_LOCALITIES } from "../src/hand/localities";
import {
  CITY_WORDS,
  HOUSE_NAMES,
  OWN_CODE_CITY_PROVINCE,
  PROVINCE_ALIASES,
  REGION_ALIASES,
  REGION_BY_CODE,
  type Region,
  TOWN_SPELLINGS,
} from "../src/hand/spellings";
import { placeKey } from "../src/key";
import type { GazetteerData, LocalityRow, TownRow } from "../src/types";
import { houseName } from "./house-name";
import { type CountTown, countListings } from "./listing-counts";
import { psgcProvinces, psgcTowns, SPECIAL_GEOGRAPHIC_AREA } from "./psgc-read";

const HERE = dirname(fileURLToPath(import.meta.url));
const LISTINGS = join(process.env.SHARED_DIR ?? "/work/shared", "data/listings");
const SGA = "Special Geographic Area";
const problems: string[] = [];

const provinces = psgcProvinces();
const provinceByCode = new Map(provinces.map((p) => [p.code, p.name]));
const regionOf = (code: string): Region => REGION_BY_CODE[code.slice(0, 2)]!;
const provinceNames = new Set(provinces.map((p) => placeKey(p.name)));

const towns = psgcTowns().map((town) => {
  const province =
    provinceByCode.get(town.parent) ??
    (regionOf(town.code) === "Metro Manila" ? "Metro Manila" : undefined) ??
    (town.parent === SPECIAL_GEOGRAPHIC_AREA ? SGA : OWN_CODE_CITY_PROVINCE[houseName(town.name, provinceNames)]);
  if (!province) problems.push(`no province for ${town.name} (${town.code})`);
  const name = HOUSE_NAMES[`${town.name}, ${province}`] ?? houseName(town.name, provinceNames);
  return { town, name, province: province ?? "", region: regionOf(town.code) };
});

/**
 * The PSGC town a hand entry names: "Town" or "Town, Province", in the house spelling; a name
 * several PSGC towns share means the listed one.
 */
function townIndex(id: string, province?: string, listedOnly?: ReadonlySet<number>): number {
  const [name, inProvince = province] = id.split(", ");
  const all = towns.flatMap((t, i) =>
    placeKey(t.name) === placeKey(name) && (!inProvince || t.province === inProvince) ? [i] : [],
  );
  const found = all.length > 1 && listedOnly ? all.filter((i) => listedOnly.has(i)) : all;
  if (found.length !== 1) problems.push(`"${id}"${province ? ` in ${province}` : ""}: ${found.length} PSGC towns`);
  return found[0] ?? -1;
}

const listed = new Set(Object.entries(LISTED_TOWNS).flatMap(([p, names]) => names.map((n) => townIndex(n, p))));
const standalone = new Set(STANDALONE_TOWNS.map((name) => townIndex(name, undefined, listed)));
const metroCebu = new Set(METRO_CEBU_TOWNS.map((id) => townIndex(id, undefined, listed)));
const spellings = new Map(
  Object.entries(TOWN_SPELLINGS).map(([name, forms]) => [townIndex(name, undefined, listed), forms]),
);

const rows: TownRow[] = towns.map(({ town, name, province, region }, i) => ({
  name,
  psgc: town.name,
  code: town.code,
  province,
  region,
  city: /\bcity\b/i.test(town.name),
  listed: listed.has(i),
  standalone: standalone.has(i),
  ...(metroCebu.has(i) ? { metro: "Metro Cebu" } : {}),
  // PSGC's own name is a spelling too, unless it is a province's ("Bulacan" of Bulakan).
  spellings: [
    ...new Set([
      ...(spellings.get(i) ?? []),
      ...(town.name !== name && !provinceNames.has(placeKey(town.name)) ? [town.name] : []),
    ]),
  ],
  barangays: town.barangays.join("|"),
  seen: {},
}));

const localities: LocalityRow[] = Object.entries(LOCALITIES).map(([key, where]) => {
  const [id = "", barangay] = where.split(" @ ");
  const town = townIndex(id, undefined, listed);
  const names = new Set((rows[town]?.barangays ?? "").split("|").map(placeKey));
  if (barangay && !names.has(placeKey(barangay))) problems.push(`${key}: ${barangay} is not a barangay of ${id}`);
  const standalone = STANDALONE_LOCALITIES.includes(key);
  return { key, town, ...(barangay ? { barangay } : {}), isBarangay: names.has(placeKey(key)), standalone };
});

// Listing counts resolve a town as the readers do: the listed towns of a spelling first.
const countTowns = rows.map<CountTown>((row) => ({
  province: row.province,
  barangays: new Map(row.barangays.split("|").map((b) => [placeKey(b), b])),
  seen: row.seen as Record<string, number>,
}));
const byKey = new Map<string, number[]>();
rows.forEach((row, i) => {
  if (!row.listed) return;
  for (const form of [row.name, ...row.spellings]) {
    for (const key of new Set([placeKey(form), placeKey(form).replace(/ city$/, "")])) {
      if (!byKey.get(key)?.includes(i)) byKey.set(key, [...(byKey.get(key) ?? []), i]);
    }
  }
});
const report = countListings(LISTINGS, (key) => (byKey.get(key) ?? []).map((i) => countTowns[i]!));

for (const [key, id] of Object.entries(METRO_CEBU_BARANGAY_TOWN)) {
  const town = rows[townIndex(id, undefined, listed)];
  if (!town?.barangays.split("|").some((b) => placeKey(b) === key)) problems.push(`${key}: not a barangay of ${id}`);
}
for (const key of STANDALONE_LOCALITIES) if (!LOCALITIES[key]) problems.push(`${key}: not a locality`);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
const data: GazetteerData = {
  source: "PSGC Q4 2025 (Philippine Statistics Authority) through @aivangogh/ph-address 2025.4.4",
  provinces: [
    ["Metro Manila", "Metro Manila"],
    ...provinces.map((p) => [p.name, regionOf(p.code)] as const),
    [SGA, "BARMM"],
  ],
  towns: rows,
  localities,
  provinceAliases: PROVINCE_ALIASES,
  regionAliases: REGION_ALIASES,
  cityWords: CITY_WORDS,
  cityFormOwner: CITY_FORM_OWNER,
  metroCebuBarangayTown: METRO_CEBU_BARANGAY_TOWN,
};
writeFileSync(join(HERE, "../data/gazetteer.json"), `${JSON.stringify(data)}\n`);
const barangays = rows.reduce((sum, row) => sum + row.barangays.split("|").filter(Boolean).length, 0);
console.log(`${rows.length} cities and municipalities, ${barangays} barangays, ${localities.length} localities`);
console.log(`${report.counted} listing rows name a PSGC barangay with its town; not in PSGC:`);
for (const [word, n] of [...report.notPsgc].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${n}\t${word}`);
