/**
 * Provinces with their regions (PSGC, 2024: the Negros Island Region and both Maguindanao
 * provinces), and the province of the cities and municipalities listings name most often. Used to
 * read addresses ("…, Binangonan, Rizal": the part before the province is the town) and to keep a
 * province consistent with its city (a Binangonan house is in Rizal, never in Metro Manila).
 */

const PROVINCE_REGIONS: Record<string, string> = {
  Abra: "Cordillera Administrative Region",
  Apayao: "Cordillera Administrative Region",
  Benguet: "Cordillera Administrative Region",
  Ifugao: "Cordillera Administrative Region",
  Kalinga: "Cordillera Administrative Region",
  "Mountain Province": "Cordillera Administrative Region",
  "Ilocos Norte": "Ilocos Region",
  "Ilocos Sur": "Ilocos Region",
  "La Union": "Ilocos Region",
  Pangasinan: "Ilocos Region",
  Batanes: "Cagayan Valley",
  Cagayan: "Cagayan Valley",
  Isabela: "Cagayan Valley",
  "Nueva Vizcaya": "Cagayan Valley",
  Quirino: "Cagayan Valley",
  Aurora: "Central Luzon",
  Bataan: "Central Luzon",
  Bulacan: "Central Luzon",
  "Nueva Ecija": "Central Luzon",
  Pampanga: "Central Luzon",
  Tarlac: "Central Luzon",
  Zambales: "Central Luzon",
  Batangas: "CALABARZON",
  Cavite: "CALABARZON",
  Laguna: "CALABARZON",
  Quezon: "CALABARZON",
  Rizal: "CALABARZON",
  Marinduque: "MIMAROPA",
  "Occidental Mindoro": "MIMAROPA",
  "Oriental Mindoro": "MIMAROPA",
  Palawan: "MIMAROPA",
  Romblon: "MIMAROPA",
  Albay: "Bicol Region",
  "Camarines Norte": "Bicol Region",
  "Camarines Sur": "Bicol Region",
  Catanduanes: "Bicol Region",
  Masbate: "Bicol Region",
  Sorsogon: "Bicol Region",
  Aklan: "Western Visayas",
  Antique: "Western Visayas",
  Capiz: "Western Visayas",
  Guimaras: "Western Visayas",
  Iloilo: "Western Visayas",
  "Negros Occidental": "Negros Island Region",
  "Negros Oriental": "Negros Island Region",
  Siquijor: "Negros Island Region",
  Bohol: "Central Visayas",
  Cebu: "Central Visayas",
  Biliran: "Eastern Visayas",
  "Eastern Samar": "Eastern Visayas",
  Leyte: "Eastern Visayas",
  "Northern Samar": "Eastern Visayas",
  Samar: "Eastern Visayas",
  "Southern Leyte": "Eastern Visayas",
  "Zamboanga del Norte": "Zamboanga Peninsula",
  "Zamboanga del Sur": "Zamboanga Peninsula",
  "Zamboanga Sibugay": "Zamboanga Peninsula",
  Bukidnon: "Northern Mindanao",
  Camiguin: "Northern Mindanao",
  "Lanao del Norte": "Northern Mindanao",
  "Misamis Occidental": "Northern Mindanao",
  "Misamis Oriental": "Northern Mindanao",
  "Davao de Oro": "Davao Region",
  "Davao del Norte": "Davao Region",
  "Davao del Sur": "Davao Region",
  "Davao Occidental": "Davao Region",
  "Davao Oriental": "Davao Region",
  Cotabato: "SOCCSKSARGEN",
  Sarangani: "SOCCSKSARGEN",
  "South Cotabato": "SOCCSKSARGEN",
  "Sultan Kudarat": "SOCCSKSARGEN",
  "Agusan del Norte": "Caraga",
  "Agusan del Sur": "Caraga",
  "Dinagat Islands": "Caraga",
  "Surigao del Norte": "Caraga",
  "Surigao del Sur": "Caraga",
  Basilan: "BARMM",
  "Lanao del Sur": "BARMM",
  "Maguindanao del Norte": "BARMM",
  "Maguindanao del Sur": "BARMM",
  Sulu: "BARMM",
  "Tawi-Tawi": "BARMM",
};

/** Other names pages use for a province. */
const PROVINCE_ALIASES: Record<string, string> = {
  "compostela valley": "Davao de Oro",
  "north cotabato": "Cotabato",
  "western samar": "Samar",
  maguindanao: "Maguindanao del Norte",
  "mt province": "Mountain Province",
  "mt. province": "Mountain Province",
};

/** Towns and cities outside Metro Manila that listings name most, by province (house spelling). */
const TOWNS: Record<string, string[]> = {
  Rizal: ["Antipolo", "Binangonan", "Cainta", "Taytay", "Angono", "San Mateo", "Rodriguez", "Teresa", "Morong"].concat([
    "Cardona",
    "Baras",
    "Tanay",
    "Pililla",
    "Jalajala",
  ]),
  Cavite: ["Bacoor", "Imus", "Dasmariñas", "General Trias", "Kawit", "Silang", "Tagaytay", "Trece Martires"]
    .concat(["Carmona", "Tanza", "Naic", "Rosario", "Noveleta", "Cavite City", "General Mariano Alvarez", "Amadeo"])
    .concat(["Indang", "Alfonso", "Mendez", "Maragondon", "Ternate"]),
  Laguna: ["Calamba", "Santa Rosa", "Biñan", "Cabuyao", "San Pedro", "Los Baños", "San Pablo", "Bay", "Calauan"].concat(
    ["Santa Cruz", "Pagsanjan", "Nagcarlan", "Alaminos", "Victoria", "Pila"],
  ),
  Batangas: ["Batangas City", "Lipa", "Tanauan", "Santo Tomas", "Nasugbu", "Malvar", "Bauan", "San Juan"].concat([
    "Calaca",
    "Lemery",
    "Rosario",
    "Mabini",
    "Balayan",
  ]),
  Bulacan: ["San Jose del Monte", "Malolos", "Meycauayan", "Marilao", "Bocaue", "Santa Maria", "Baliwag"].concat([
    "Obando",
    "Guiguinto",
    "Plaridel",
    "Pulilan",
    "Balagtas",
    "Bulakan",
    "Norzagaray",
    "San Rafael",
  ]),
  Pampanga: ["Angeles", "San Fernando", "Mabalacat", "Porac", "Mexico", "Guagua", "Lubao", "Floridablanca"].concat([
    "Magalang",
    "Arayat",
    "Santo Tomas",
    "Apalit",
    "Clark",
  ]),
  Cebu: ["Cebu City", "Lapu-Lapu", "Mandaue", "Talisay", "Consolacion", "Liloan", "Minglanilla", "Naga"].concat([
    "Cordova",
    "Danao",
    "Carcar",
    "Compostela",
    "Toledo",
    "San Fernando",
    "Bogo",
    "Moalboal",
  ]),
  Iloilo: ["Iloilo City", "Oton", "Pavia", "Leganes", "Santa Barbara", "Passi", "San Miguel", "Tigbauan"].concat([
    "Cabatuan",
    "Zarraga",
    "Alimodian",
    "Guimbal",
    "Dumangas",
    "Miagao",
  ]),
  "Negros Occidental": ["Bacolod", "Silay", "Talisay", "Bago", "Victorias", "Kabankalan", "San Carlos"],
  "Negros Oriental": ["Dumaguete", "Bais", "Valencia", "Sibulan"],
  "Davao del Sur": ["Davao City", "Digos", "Santa Cruz"],
  "Davao del Norte": ["Tagum", "Panabo", "Island Garden City of Samal", "Samal"],
  "Misamis Oriental": ["Cagayan de Oro", "Opol", "El Salvador", "Gingoog"],
  Benguet: ["Baguio", "La Trinidad", "Itogon", "Tuba"],
  "South Cotabato": ["General Santos", "Koronadal", "Polomolok"],
  "Zamboanga del Sur": ["Zamboanga City", "Pagadian"],
  Bohol: ["Tagbilaran", "Panglao", "Dauis"],
  Palawan: ["Puerto Princesa", "El Nido", "Coron", "San Vicente"],
  Leyte: ["Tacloban", "Ormoc", "Palo"],
  "Camarines Sur": ["Naga City", "Pili", "Iriga"],
  Albay: ["Legazpi", "Daraga", "Tabaco", "Ligao"],
  Zambales: ["Olongapo", "Subic", "Iba", "San Antonio", "San Felipe"],
  Bataan: ["Balanga", "Mariveles", "Orani", "Dinalupihan"],
  Tarlac: ["Tarlac City", "Capas", "Concepcion"],
  "Nueva Ecija": ["Cabanatuan", "San Jose", "Gapan", "Palayan"],
  Pangasinan: ["Dagupan", "San Carlos", "Urdaneta", "Alaminos", "Lingayen"],
  "La Union": ["San Fernando", "Agoo", "Bauang"],
  Quezon: ["Lucena", "Tayabas", "Sariaya", "Candelaria"],
  Capiz: ["Roxas City"],
  Aklan: ["Kalibo", "Malay", "Boracay"],
  "Agusan del Norte": ["Butuan"],
  "Lanao del Norte": ["Iligan"],
  "Maguindanao del Norte": ["Cotabato City"],
  "Oriental Mindoro": ["Calapan", "Puerto Galera"],
  Isabela: ["Santiago", "Cauayan", "Ilagan"],
  Cagayan: ["Tuguegarao"],
  "Ilocos Norte": ["Laoag", "Batac", "Pagudpud"],
  "Ilocos Sur": ["Vigan", "Candon"],
};

export const METRO_MANILA = "Metro Manila";

/** The seventeen cities and municipality of Metro Manila, house spelling. */
export const METRO_MANILA_CITIES: readonly string[] = [
  "Manila",
  "Makati",
  "Taguig",
  "Pasig",
  "Mandaluyong",
  "Quezon City",
  "Pasay",
].concat([
  "Parañaque",
  "Las Piñas",
  "Muntinlupa",
  "Marikina",
  "Caloocan",
  "Valenzuela",
  "Malabon",
  "Navotas",
  "San Juan",
  "Pateros",
]);

/** Lower case, accents removed, punctuation to single spaces: the key every table lookup uses. */
export function placeKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const PROVINCES = new Map<string, string>([
  ...Object.keys(PROVINCE_REGIONS).map((name) => [placeKey(name), name] as [string, string]),
  ...Object.entries(PROVINCE_ALIASES).map(([alias, name]) => [placeKey(alias), name] as [string, string]),
]);

/**
 * Province of each town key. A town name two provinces share (San Fernando, Talisay, Santo Tomas,
 * San Carlos, Rosario, Santa Cruz, Alaminos, San Juan) has no single province and maps to null.
 */
const TOWN_PROVINCE = new Map<string, string | null>();
for (const [province, towns] of Object.entries(TOWNS)) {
  for (const town of towns) {
    const key = placeKey(town);
    TOWN_PROVINCE.set(key, TOWN_PROVINCE.has(key) ? null : province);
  }
}
for (const city of METRO_MANILA_CITIES) TOWN_PROVINCE.set(placeKey(city), METRO_MANILA);
// San Juan is a Metro Manila city and a Batangas town; the Metro Manila one is meant unless a province says otherwise.

/** A province's house spelling, or undefined when the text is not a province. */
export function provinceNamed(text: string): string | undefined {
  const key = placeKey(text).replace(/^province of /, "");
  if (key === "metro manila" || key === "ncr" || key === "national capital region") return METRO_MANILA;
  return PROVINCES.get(key);
}

export function regionOfProvince(province: string | undefined): string | undefined {
  if (!province) return undefined;
  return province === METRO_MANILA ? METRO_MANILA : PROVINCE_REGIONS[province];
}

/** Table keys to try for a town: as written, without "City", with "City" ("Naga City" is not Naga, Cebu). */
function townKeys(town: string): string[] {
  const key = placeKey(town).replace(/^city of /, "");
  return [key, key.replace(/ city$/, ""), `${key} city`];
}

/** The province of a town or city the table knows; undefined when unknown or ambiguous. */
export function provinceOfTown(town: string | undefined): string | undefined {
  if (!town) return undefined;
  const key = townKeys(town).find((candidate) => TOWN_PROVINCE.has(candidate));
  return key ? (TOWN_PROVINCE.get(key) ?? undefined) : undefined;
}

/** Whether the table knows the town (in any province). */
export function isKnownTown(town: string): boolean {
  return townKeys(town).some((candidate) => TOWN_PROVINCE.has(candidate));
}
