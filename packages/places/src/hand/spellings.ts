/**
 * Kept by hand: the spellings real listings use beside the official names — regions by their PSGC
 * code and their numbered forms, other names of provinces, other spellings of towns, the province
 * each city PSGC files under its own code lies in, and localities people name instead of their
 * town (estates, districts, sitios), with the barangay where they lie in one. The build merges
 * them with the PSGC list into data/gazetteer.json.
 */
export type Region =
  | "Metro Manila"
  | "Cordillera Administrative Region"
  | "Ilocos Region"
  | "Cagayan Valley"
  | "Central Luzon"
  | "CALABARZON"
  | "MIMAROPA"
  | "Bicol Region"
  | "Western Visayas"
  | "Negros Island Region"
  | "Central Visayas"
  | "Eastern Visayas"
  | "Zamboanga Peninsula"
  | "Northern Mindanao"
  | "Davao Region"
  | "SOCCSKSARGEN"
  | "Caraga"
  | "BARMM";

/** The house name of each region, by the first two digits of its PSGC code. */
export const REGION_BY_CODE: Readonly<Record<string, Region>> = {
  "01": "Ilocos Region",
  "02": "Cagayan Valley",
  "03": "Central Luzon",
  "04": "CALABARZON",
  "05": "Bicol Region",
  "06": "Western Visayas",
  "07": "Central Visayas",
  "08": "Eastern Visayas",
  "09": "Zamboanga Peninsula",
  "10": "Northern Mindanao",
  "11": "Davao Region",
  "12": "SOCCSKSARGEN",
  "13": "Metro Manila",
  "14": "Cordillera Administrative Region",
  "16": "Caraga",
  "17": "MIMAROPA",
  "18": "Negros Island Region",
  "19": "BARMM",
};

/** Numbered and short forms of regions ("Region VII", "Region 4-A", "CAR", "NCR"). */
export const REGION_ALIASES: Readonly<Record<Region, readonly string[]>> = {
  "Metro Manila": ["ncr", "national capital region", "national capital"],
  "Cordillera Administrative Region": ["car", "cordillera"],
  "Ilocos Region": ["region i", "region 1", "ilocos"],
  "Cagayan Valley": ["region ii", "region 2"],
  "Central Luzon": ["region iii", "region 3"],
  CALABARZON: ["region iv a", "region 4a", "region 4 a", "region iva", "iv a", "iva"],
  MIMAROPA: ["region iv b", "region 4b", "region 4 b", "region ivb", "iv b", "ivb"],
  "Bicol Region": ["region v", "region 5", "bicol"],
  "Western Visayas": ["region vi", "region 6"],
  "Negros Island Region": ["nir", "negros island", "region xviii", "region 18"],
  "Central Visayas": ["region vii", "region 7"],
  "Eastern Visayas": ["region viii", "region 8"],
  "Zamboanga Peninsula": ["region ix", "region 9"],
  "Northern Mindanao": ["region x", "region 10"],
  "Davao Region": ["region xi", "region 11"],
  SOCCSKSARGEN: ["region xii", "region 12"],
  Caraga: ["region xiii", "region 13"],
  BARMM: ["bangsamoro", "armm"],
};

/** Ways pages write a province besides its name; Metro Manila is the province of its cities. */
export const PROVINCE_ALIASES: Readonly<Record<string, string>> = {
  "metro manila": "Metro Manila",
  ncr: "Metro Manila",
  "national capital region": "Metro Manila",
  "negros occ": "Negros Occidental",
  "negros or": "Negros Oriental",
  "quezon province": "Quezon",
  "province of cavite": "Cavite",
  bulakan: "Bulacan",
  "metro cebu": "Cebu",
  "compostela valley": "Davao de Oro",
  "north cotabato": "Cotabato",
  "western samar": "Samar",
  maguindanao: "Maguindanao del Norte",
  "mt province": "Mountain Province",
  "mt. province": "Mountain Province",
};

/**
 * The province each city that PSGC files under its own code lies in (highly urbanised cities), so
 * a province row can stand in for them; their region stays the one their code gives.
 */
export const OWN_CODE_CITY_PROVINCE: Readonly<Record<string, string>> = {
  Baguio: "Benguet",
  "Puerto Princesa": "Palawan",
  Bacolod: "Negros Occidental",
  Angeles: "Pampanga",
  Olongapo: "Zambales",
  Lucena: "Quezon",
  "Zamboanga City": "Zamboanga del Sur",
  "Isabela City": "Basilan",
  "Iloilo City": "Iloilo",
  "Cebu City": "Cebu",
  "Lapu-Lapu": "Cebu",
  Mandaue: "Cebu",
  Tacloban: "Leyte",
  "Cagayan de Oro": "Misamis Oriental",
  Iligan: "Lanao del Norte",
  "Davao City": "Davao del Sur",
  "General Santos": "South Cotabato",
  Butuan: "Agusan del Norte",
};

/** Cities whose name keeps "City" though the bare word is not a province's: another town or a region has it. */
export const KEEPS_CITY: readonly string[] = ["Davao City", "Zamboanga City", "Roxas City", "San Jose City"];

/** Where the house name is not PSGC's ("PSGC name, province"): the name the town goes by in listings. */
export const HOUSE_NAMES: Readonly<Record<string, string>> = {
  // PSGC spells the town as its province; listings and the town itself write Bulakan.
  "Bulacan, Bulacan": "Bulakan",
  // PSGC's "San Jose"; the capital's full name, which tells it from the other San Joses.
  "San Jose, Antique": "San Jose de Buenavista",
};

/** A city field's bare word that means the city, not its province ("Cebu" on a portal is Cebu City). */
export const CITY_WORDS: Readonly<Record<string, string>> = {
  cebu: "Cebu City",
  davao: "Davao City",
  iloilo: "Iloilo City",
  zamboanga: "Zamboanga City",
  roxas: "Roxas City",
};

/** Other spellings of towns, besides PSGC's own name (house spelling → spellings). */
export const TOWN_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  "Quezon City": ["qc"],
  Parañaque: ["para├▒aque"],
  Dasmariñas: ["dasma"],
  "General Trias": ["gen trias", "gentri", "general trias city"],
  "General Mariano Alvarez": ["gma"],
  Calamba: ["ciudad de calamba"],
  Rodriguez: ["montalban"],
  Baliwag: ["baliuag"],
  "Jala-Jala": ["jalajala"],
  Muñoz: ["science city of munoz"],
  Malay: ["boracay"],
  "Lapu-Lapu": ["lapulapu", "lapu lapu city", "opon"],
  Liloan: ["lilo an", "lilo-an"],
  Ozamiz: ["ozamis"],
  Samal: ["island garden city of samal", "igacos"],
  "General Santos": ["gensan", "general santos city"],
  Sasmuan: ["sexmoans", "sexmoan"],
};
