/**
 * The gazetteer's tables: provinces with their region and their cities and municipalities (those
 * the listing data names, and the province's main towns), other spellings of provinces, which
 * town owns a shared "X City" form, and which names stand for their city in running text.
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

/**
 * Province → region, then its cities and municipalities separated by ";". A name may carry extra
 * spellings after "=" separated by "|" ("Dasmariñas=dasma").
 */
export const PROVINCES: readonly [province: string, region: Region, cities: string][] = [
  [
    "Metro Manila",
    "Metro Manila",
    "Manila; Makati; Taguig; Pasig; Mandaluyong; Quezon City=qc; Pasay; Parañaque=para├▒aque; Las Piñas; Muntinlupa; " +
      "Marikina; Caloocan; Valenzuela; Malabon; Navotas; San Juan; Pateros",
  ],
  [
    "Cavite",
    "CALABARZON",
    "Bacoor; Imus; Dasmariñas=dasma; General Trias=gen trias|gentri|general trias city; Kawit; Tanza; Silang; " +
      "Carmona; Trece Martires; Tagaytay; General Mariano Alvarez=gma; Naic; Alfonso; Cavite City; Rosario; Noveleta; " +
      "Indang; Amadeo; Maragondon; Ternate; Mendez; Magallanes; General Emilio Aguinaldo",
  ],
  [
    "Laguna",
    "CALABARZON",
    "Calamba=ciudad de calamba; Santa Rosa; Biñan; Cabuyao; San Pedro; San Pablo; Los Baños; Santa Cruz; Bay; " +
      "Calauan; Pila; Lumban; Pagsanjan; Alaminos; Nagcarlan; Liliw; Siniloan; Paete",
  ],
  [
    "Batangas",
    "CALABARZON",
    "Batangas City; Lipa; Tanauan; Santo Tomas; Taal; San Juan; San Jose; Nasugbu; Balayan; Lemery; Calaca; Calatagan; " +
      "Lian; Tuy; Malvar; Mabini; Bauan; San Pascual; Rosario; Talisay; Laurel; Agoncillo; Cuenca; Ibaan; Padre Garcia; " +
      "Alitagtag; Mataasnakahoy; Balete; Tingloy; Lobo; Taysan; San Nicolas; Santa Teresita",
  ],
  [
    "Rizal",
    "CALABARZON",
    "Antipolo; Cainta; Taytay; Binangonan; Angono; Rodriguez=montalban; San Mateo; Teresa; Morong; Tanay; Baras; " +
      "Cardona; Jalajala; Pililla",
  ],
  [
    "Quezon",
    "CALABARZON",
    "Lucena; Tayabas; Sariaya; Candelaria; Tiaong; Lucban; Pagbilao; Tagkawayan; Gumaca; Infanta; Mauban; Atimonan",
  ],
  [
    "Bulacan",
    "Central Luzon",
    "Malolos; San Jose del Monte; Meycauayan; Santa Maria; Marilao; Bocaue; Balagtas; Guiguinto; Plaridel; " +
      "Baliuag=baliwag; Pulilan; Calumpit; Hagonoy; Paombong; Bulakan; Obando; Pandi; Bustos; Angat; Norzagaray; " +
      "San Rafael; San Ildefonso; San Miguel; Doña Remedios Trinidad",
  ],
  [
    "Pampanga",
    "Central Luzon",
    "Angeles; San Fernando; Mabalacat; Mexico; Porac; Magalang; Bacolor; Lubao; Guagua; Floridablanca; Santa Rita; " +
      "Santo Tomas; Apalit; Arayat; Candaba; Minalin; Sasmuan; Santa Ana; San Simon; Masantol; Macabebe; Sexmoans",
  ],
  [
    "Bataan",
    "Central Luzon",
    "Balanga; Mariveles; Limay; Orion; Pilar; Hermosa; Dinalupihan; Orani; Abucay; Bagac; Morong",
  ],
  ["Tarlac", "Central Luzon", "Tarlac City; Capas; Concepcion; Bamban; Paniqui; Gerona; Camiling"],
  [
    "Nueva Ecija",
    "Central Luzon",
    "Cabanatuan; Gapan; San Jose City; Palayan; Muñoz=science city of munoz; San Leonardo; Talavera; Guimba",
  ],
  ["Zambales", "Central Luzon", "Olongapo; Subic; Castillejos; San Marcelino; Iba; Cabangan; San Antonio; San Felipe"],
  ["Aurora", "Central Luzon", "Baler; Dipaculao"],
  [
    "Pangasinan",
    "Ilocos Region",
    "Dagupan; San Carlos; Urdaneta; Alaminos; Lingayen; Calasiao; Manaoag; Bolinao; Santa Barbara; Binmaley; Mangaldan",
  ],
  ["La Union", "Ilocos Region", "San Fernando; Bauang; Bacnotan; San Juan; Agoo; Aringay"],
  ["Ilocos Norte", "Ilocos Region", "Laoag; Batac; Currimao; Paoay; Pagudpud"],
  ["Ilocos Sur", "Ilocos Region", "Vigan; Candon; Narvacan"],
  ["Benguet", "Cordillera Administrative Region", "Baguio; La Trinidad; Itogon; Tuba; Sablan"],
  ["Cagayan", "Cagayan Valley", "Tuguegarao; Aparri"],
  ["Isabela", "Cagayan Valley", "Santiago; Cauayan; Ilagan"],
  ["Nueva Vizcaya", "Cagayan Valley", "Bayombong; Solano"],
  ["Palawan", "MIMAROPA", "Puerto Princesa; El Nido; Coron; San Vicente"],
  ["Oriental Mindoro", "MIMAROPA", "Calapan; Puerto Galera"],
  ["Occidental Mindoro", "MIMAROPA", "San Jose; Mamburao"],
  ["Albay", "Bicol Region", "Legazpi; Daraga; Tabaco; Ligao; Libon"],
  ["Camarines Sur", "Bicol Region", "Naga; Pili; Camaligan; Iriga"],
  ["Camarines Norte", "Bicol Region", "Daet"],
  ["Sorsogon", "Bicol Region", "Sorsogon City; Gubat; Bulan"],
  [
    "Iloilo",
    "Western Visayas",
    "Iloilo City; Oton; Pavia; Santa Barbara; Leganes; Tigbauan; Passi; Cabatuan; San Miguel",
  ],
  ["Capiz", "Western Visayas", "Roxas City; Panay; President Roxas"],
  ["Aklan", "Western Visayas", "Kalibo; Malay=boracay; Numancia"],
  ["Antique", "Western Visayas", "San Jose de Buenavista"],
  ["Guimaras", "Western Visayas", "Jordan; Buenavista"],
  [
    "Negros Occidental",
    "Negros Island Region",
    "Bacolod; Talisay; Silay; Bago; Kabankalan; Victorias; Sagay; San Carlos; Escalante; Murcia",
  ],
  ["Negros Oriental", "Negros Island Region", "Dumaguete; Dauin; Zamboanguita; Bacong; Valencia; Sibulan; Bais"],
  ["Siquijor", "Negros Island Region", "Siquijor; Larena"],
  [
    "Cebu",
    "Central Visayas",
    "Cebu City; Mandaue; Lapu-Lapu=lapulapu|lapu lapu city|opon; Talisay; Consolacion; Liloan=lilo an|lilo-an; " +
      "Minglanilla; Cordova; Compostela; Danao; Naga; Carcar; San Fernando; Toledo; Balamban; Pinamungajan; Medellin; " +
      "Bogo; Daanbantayan; San Remigio; Tabogon; Borbon; Sogod; Catmon; Carmen; Tabuelan; Tuburan; Asturias; " +
      "Aloguinsan; Barili; Dumanjug; Ronda; Alcantara; Moalboal; Badian; Alegria; Malabuyoc; Ginatilan; Samboan; " +
      "Santander; Oslob; Boljoon; Alcoy; Dalaguete; Argao; Sibonga; Bantayan; Madridejos; Santa Fe; San Francisco; " +
      "Poro; Pilar; Tudela",
  ],
  ["Bohol", "Central Visayas", "Tagbilaran; Panglao; Dauis; Baclayon; Anda; Loboc"],
  ["Leyte", "Eastern Visayas", "Tacloban; Ormoc; Palo; Baybay"],
  ["Biliran", "Eastern Visayas", "Naval; Maripipi"],
  ["Samar", "Eastern Visayas", "Catbalogan; Calbayog"],
  ["Zamboanga del Sur", "Zamboanga Peninsula", "Zamboanga City; Pagadian"],
  ["Zamboanga del Norte", "Zamboanga Peninsula", "Dipolog; Dapitan"],
  [
    "Misamis Oriental",
    "Northern Mindanao",
    "Cagayan de Oro; El Salvador; Laguindingan; Opol; Villanueva; Tagoloan; Gingoog; Claveria",
  ],
  ["Misamis Occidental", "Northern Mindanao", "Ozamiz=ozamis; Oroquieta; Clarin; Tangub"],
  ["Lanao del Norte", "Northern Mindanao", "Iligan"],
  ["Bukidnon", "Northern Mindanao", "Malaybalay; Valencia; Manolo Fortich; Maramag"],
  ["Camiguin", "Northern Mindanao", "Mambajao"],
  ["Davao del Sur", "Davao Region", "Davao City; Digos; Santa Cruz"],
  ["Davao del Norte", "Davao Region", "Tagum; Panabo; Samal=island garden city of samal|igacos"],
  ["Davao Oriental", "Davao Region", "Mati"],
  ["South Cotabato", "SOCCSKSARGEN", "General Santos=gensan|general santos city; Koronadal; Tupi; Polomolok"],
  ["Sultan Kudarat", "SOCCSKSARGEN", "Tacurong; Isulan"],
  ["Cotabato", "SOCCSKSARGEN", "Kidapawan"],
  ["Agusan del Norte", "Caraga", "Butuan; Cabadbaran"],
  ["Surigao del Norte", "Caraga", "Surigao; General Luna; Dapa"],
  ["Surigao del Sur", "Caraga", "Bislig; Tandag"],
  ["Maguindanao del Norte", "BARMM", "Cotabato City"],
];

/** Ways pages write a province besides its name. */
export const PROVINCE_ALIASES: Readonly<Record<string, string>> = {
  ncr: "Metro Manila",
  "national capital region": "Metro Manila",
  "negros occ": "Negros Occidental",
  "negros or": "Negros Oriental",
  "quezon province": "Quezon",
  "province of cavite": "Cavite",
  bulakan: "Bulacan",
  "metro cebu": "Cebu",
};

/** Numbered and short forms of regions ("Region VII", "Region 4-A", "CAR", "NCR"). */
export const REGION_ALIASES: Readonly<Record<Region, readonly string[]>> = {
  "Metro Manila": ["ncr", "national capital region"],
  "Cordillera Administrative Region": ["car", "cordillera"],
  "Ilocos Region": ["region i", "region 1", "ilocos"],
  "Cagayan Valley": ["region ii", "region 2"],
  "Central Luzon": ["region iii", "region 3"],
  CALABARZON: ["region iv a", "region 4a", "region 4 a", "region iva"],
  MIMAROPA: ["region iv b", "region 4b", "region 4 b", "region ivb"],
  "Bicol Region": ["region v", "region 5", "bicol"],
  "Western Visayas": ["region vi", "region 6"],
  "Negros Island Region": ["nir", "region xviii", "region 18"],
  "Central Visayas": ["region vii", "region 7"],
  "Eastern Visayas": ["region viii", "region 8"],
  "Zamboanga Peninsula": ["region ix", "region 9"],
  "Northern Mindanao": ["region x", "region 10"],
  "Davao Region": ["region xi", "region 11"],
  SOCCSKSARGEN: ["region xii", "region 12"],
  Caraga: ["region xiii", "region 13"],
  BARMM: ["bangsamoro", "armm"],
};

/**
 * Districts, villages and estates people name instead of their city (PlaceEntry ids). The build
 * reads them in titles; the lookup accepts them in a city field ("BGC" → Taguig).
 */
export const DISTRICTS: Readonly<Record<string, string>> = {
  bgc: "Taguig",
  "bonifacio global city": "Taguig",
  "fort bonifacio": "Taguig",
  "mckinley hill": "Taguig",
  "mckinley west": "Taguig",
  "acacia estates": "Taguig",
  ortigas: "Pasig",
  kapitolyo: "Pasig",
  "valle verde": "Pasig",
  alabang: "Muntinlupa",
  "ayala alabang": "Muntinlupa",
  "filinvest city": "Muntinlupa",
  "bf homes": "Parañaque",
  merville: "Parañaque",
  "multinational village": "Parañaque",
  "better living": "Parañaque",
  "bf resort": "Las Piñas",
  "pilar village": "Las Piñas",
  "forbes park": "Makati",
  "dasmarinas village": "Makati",
  "bel air": "Makati",
  "urdaneta village": "Makati",
  "san lorenzo village": "Makati",
  "magallanes village": "Makati",
  "salcedo village": "Makati",
  "legaspi village": "Makati",
  "san miguel village": "Makati",
  rockwell: "Makati",
  eastwood: "Quezon City",
  cubao: "Quezon City",
  novaliches: "Quezon City",
  fairview: "Quezon City",
  commonwealth: "Quezon City",
  diliman: "Quezon City",
  "new manila": "Quezon City",
  "tandang sora": "Quezon City",
  "loyola grand villas": "Quezon City",
  "teachers village": "Quezon City",
  "tomas morato": "Quezon City",
  batasan: "Quezon City",
  "sikatuna village": "Quezon City",
  kamias: "Quezon City",
  "project 4": "Quezon City",
  araneta: "Quezon City",
  "fortunata village": "Parañaque",
  "anvaya cove": "Morong, Bataan",
  "south forbes": "Silang",
  brentville: "Biñan",
  talamban: "Cebu City",
  lahug: "Cebu City",
  greenhills: "San Juan",
  malate: "Manila",
  ermita: "Manila",
  binondo: "Manila",
  tondo: "Manila",
  quiapo: "Manila",
  intramuros: "Manila",
  vermosa: "Imus",
  mactan: "Lapu-Lapu",
  "punta engano": "Lapu-Lapu",
  "mandani bay": "Mandaue",
  "cebu it park": "Cebu City",
  "it park": "Cebu City",
  "cebu business park": "Cebu City",
  "south road properties": "Cebu City",
  "city di mare": "Cebu City",
  "nivel hills": "Cebu City",
  "maria luisa": "Cebu City",
  lanang: "Davao City",
  matina: "Davao City",
  ecoland: "Davao City",
  mandurriao: "Iloilo City",
  "iloilo business park": "Iloilo City",
};

/**
 * Of towns sharing a name, the one that is a city owns "X City" ("San Juan City" is Metro
 * Manila's, never Batangas' or La Union's). Names where several are cities (Talisay, Naga,
 * San Fernando, San Carlos) stay undecided without a province.
 */
export const CITY_FORM_OWNER: Readonly<Record<string, string>> = {
  "san juan": "Metro Manila",
  "santo tomas": "Batangas",
  valencia: "Bukidnon",
  alaminos: "Pangasinan",
  "santa barbara": "",
  "san jose": "",
};

/**
 * Names that stand for their city in running text without a province beside them. Other names
 * ("Bay", "Pilar", "Mabini", "San Juan") are streets, villages or several towns until the text
 * also names the province or writes "X City".
 */
export const STANDALONE_CITIES: ReadonlySet<string> = new Set(
  [
    ...PROVINCES[0]![2].split(";").map((c) => c.split("=")[0]!.trim()),
    "Cebu City",
    "Mandaue",
    "Lapu-Lapu",
    "Davao City",
    "Iloilo City",
    "Baguio",
    "Bacolod",
    "Cagayan de Oro",
    "Angeles",
    "Tagaytay",
    "Antipolo",
    "Dasmariñas",
    "Bacoor",
    "Imus",
    "General Trias",
    "Calamba",
    "Santa Rosa",
    "Biñan",
    "Cabuyao",
    "Lipa",
    "Batangas City",
    "Malolos",
    "San Jose del Monte",
    "Meycauayan",
    "Marilao",
    "Baliuag",
    "Mabalacat",
    "Olongapo",
    "Cainta",
    "Silang",
    "Tanza",
    "Carmona",
    "Trece Martires",
    "Lucena",
    "Tayabas",
    "Dumaguete",
    "Tacloban",
    "General Santos",
    "Puerto Princesa",
    "Tagbilaran",
    "Panglao",
    "Cabanatuan",
    "Tarlac City",
    "Balanga",
    "Binangonan",
    "Angono",
    "Panabo",
    "Tagum",
    "Malaybalay",
    "Iligan",
    "Butuan",
    "Zamboanga City",
    "Ozamiz",
    "Koronadal",
    "Urdaneta",
    "Dagupan",
    "Laoag",
    "Vigan",
    "Tuguegarao",
    "Legazpi",
    "Minglanilla",
    "Consolacion",
    "Liloan",
    "Plaridel",
    "Porac",
    "Magalang",
    "Kawit",
    "Naic",
    "Oton",
    "Pavia",
    "Cavite City",
    "Tanauan",
    "Dipolog",
    "Maramag",
  ].filter((c) => c !== "San Juan"),
);
