/**
 * Map positions the location analysis measures from: central business districts, operating rail
 * stations (LRT-1 incl. the Cavite extension's first phase, LRT-2, MRT-3; the PNR Metro Commuter line
 * is suspended for NSCR works since March 2024 and is left out) and the centre of each dataset area.
 * Positions are from OpenStreetMap, rounded to about 0.1–0.3 km; distances are straight lines.
 */

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

export interface NamedPlace extends LatLng {
  readonly name: string;
}

export interface RailStation extends NamedPlace {
  readonly line: "LRT-1" | "LRT-2" | "MRT-3";
}

/** Business districts where the renters and buyers of a market work. */
export const BUSINESS_DISTRICTS: readonly NamedPlace[] = [
  { name: "Makati CBD (Ayala Avenue)", lat: 14.5547, lng: 121.0244 },
  { name: "Bonifacio Global City", lat: 14.5509, lng: 121.0503 },
  { name: "Ortigas Center", lat: 14.5866, lng: 121.0614 },
  { name: "Quezon City CBD (Triangle Park)", lat: 14.6516, lng: 121.0493 },
  { name: "Eastwood City", lat: 14.6094, lng: 121.08 },
  { name: "Manila (Ermita–Binondo)", lat: 14.5896, lng: 120.9811 },
  { name: "Bay City (Pasay–Parañaque)", lat: 14.5283, lng: 120.9834 },
  { name: "Alabang (Filinvest City)", lat: 14.417, lng: 121.0413 },
  { name: "Cebu IT Park", lat: 10.3307, lng: 123.9057 },
  { name: "Cebu Business Park", lat: 10.3186, lng: 123.905 },
  { name: "Davao City centre (Poblacion)", lat: 7.0731, lng: 125.6128 },
  { name: "Iloilo Business Park", lat: 10.7161, lng: 122.5446 },
  { name: "Iloilo City Proper", lat: 10.6969, lng: 122.5644 },
  { name: "Baguio CBD (Session Road)", lat: 16.4119, lng: 120.5976 },
  { name: "Cagayan de Oro CBD (Divisoria)", lat: 8.4803, lng: 124.6483 },
  { name: "Bacolod city centre", lat: 10.6765, lng: 122.9509 },
  { name: "Clark Freeport", lat: 15.186, lng: 120.546 },
];

const line = (name: RailStation["line"], stations: [string, number, number][]): RailStation[] =>
  stations.map(([station, lat, lng]) => ({ name: `${station} station`, line: name, lat, lng }));

export const RAIL_STATIONS: readonly RailStation[] = [
  ...line("MRT-3", [
    ["North Avenue", 14.6522, 121.0322],
    ["Quezon Avenue", 14.6427, 121.0387],
    ["GMA Kamuning", 14.6353, 121.0433],
    ["Araneta Center-Cubao", 14.6195, 121.0511],
    ["Santolan-Annapolis", 14.6078, 121.0564],
    ["Ortigas", 14.5878, 121.0567],
    ["Shaw Boulevard", 14.5813, 121.0534],
    ["Boni", 14.5738, 121.0481],
    ["Guadalupe", 14.5672, 121.0454],
    ["Buendia", 14.5543, 121.0345],
    ["Ayala", 14.5491, 121.028],
    ["Magallanes", 14.542, 121.0195],
    ["Taft Avenue", 14.5376, 121.0014],
  ]),
  ...line("LRT-2", [
    ["Recto", 14.6034, 120.9834],
    ["Legarda", 14.6009, 120.9925],
    ["Pureza", 14.6017, 121.0053],
    ["V. Mapa", 14.604, 121.017],
    ["J. Ruiz", 14.6106, 121.0262],
    ["Gilmore", 14.6135, 121.0342],
    ["Betty Go-Belmonte", 14.6186, 121.0427],
    ["Araneta Center-Cubao", 14.6227, 121.0527],
    ["Anonas", 14.6281, 121.0647],
    ["Katipunan", 14.6311, 121.0728],
    ["Santolan", 14.6221, 121.0859],
    ["Marikina-Pasig", 14.6204, 121.1003],
    ["Antipolo", 14.6247, 121.1213],
  ]),
  ...line("LRT-1", [
    ["Fernando Poe Jr.", 14.6576, 121.0212],
    ["Balintawak", 14.6575, 121.0038],
    ["Monumento", 14.6544, 120.9838],
    ["5th Avenue", 14.6444, 120.9835],
    ["R. Papa", 14.6362, 120.9824],
    ["Abad Santos", 14.6306, 120.9815],
    ["Blumentritt", 14.6226, 120.9829],
    ["Tayuman", 14.6167, 120.9827],
    ["Bambang", 14.6113, 120.9825],
    ["Doroteo Jose", 14.6054, 120.982],
    ["Carriedo", 14.5991, 120.9813],
    ["Central Terminal", 14.5928, 120.9817],
    ["United Nations", 14.5826, 120.9846],
    ["Pedro Gil", 14.5766, 120.988],
    ["Quirino", 14.5703, 120.9916],
    ["Vito Cruz", 14.5634, 120.9948],
    ["Gil Puyat", 14.5543, 120.9971],
    ["Libertad", 14.5477, 120.9986],
    ["EDSA", 14.5387, 121.0006],
    ["Baclaran", 14.5342, 120.9983],
    ["Redemptorist-Aseana", 14.5302, 120.993],
    ["MIA Road", 14.5186, 120.9934],
    ["PITX", 14.51, 120.9916],
    ["Ninoy Aquino Avenue", 14.501, 120.993],
    ["Dr. Santos", 14.4855, 120.9896],
  ]),
];

/** Metro areas with an operating rail line; elsewhere the rail distance is not part of the score. */
export const RAIL_SERVED_REGION_IDS: ReadonlySet<string> = new Set(["metro-manila"]);

/**
 * Centre of each place, for listings without a map position. Keys are dataset area ids, or
 * normalised city names for Metro Manila cities the dataset does not list separately.
 */
export const AREA_CENTRES: Readonly<Record<string, LatLng>> = {
  makati: { lat: 14.5547, lng: 121.0244 },
  rockwell: { lat: 14.5649, lng: 121.0363 },
  "forbes-park": { lat: 14.5483, lng: 121.0346 },
  "dasmarinas-village": { lat: 14.539, lng: 121.029 },
  "magallanes-village": { lat: 14.536, lng: 121.018 },
  taguig: { lat: 14.5176, lng: 121.0509 },
  bgc: { lat: 14.5509, lng: 121.0503 },
  pasig: { lat: 14.5764, lng: 121.0851 },
  ortigas: { lat: 14.5866, lng: 121.0614 },
  mandaluyong: { lat: 14.5794, lng: 121.0359 },
  "quezon-city": { lat: 14.676, lng: 121.0437 },
  eastwood: { lat: 14.6094, lng: 121.08 },
  manila: { lat: 14.5995, lng: 120.9842 },
  pasay: { lat: 14.5378, lng: 121.0014 },
  paranaque: { lat: 14.4793, lng: 121.0198 },
  "bay-area-pasay": { lat: 14.5283, lng: 120.9834 },
  "bay-area-paranaque": { lat: 14.5283, lng: 120.9834 },
  muntinlupa: { lat: 14.4081, lng: 121.0415 },
  "ayala-alabang": { lat: 14.419, lng: 121.025 },
  "san-juan": { lat: 14.6019, lng: 121.0355 },
  "las-pinas": { lat: 14.4445, lng: 120.9939 },
  marikina: { lat: 14.6507, lng: 121.1029 },
  caloocan: { lat: 14.6488, lng: 120.983 },
  malabon: { lat: 14.6626, lng: 120.9568 },
  navotas: { lat: 14.6667, lng: 120.9417 },
  valenzuela: { lat: 14.7011, lng: 120.983 },
  pateros: { lat: 14.5456, lng: 121.0686 },
  "cebu-city": { lat: 10.3157, lng: 123.8854 },
  "iloilo-city": { lat: 10.7202, lng: 122.5621 },
  "iloilo-business-park": { lat: 10.7161, lng: 122.5446 },
  "davao-city": { lat: 7.0731, lng: 125.6128 },
  "lanang-bajada": { lat: 7.0986, lng: 125.6253 },
  "davao-poblacion": { lat: 7.0731, lng: 125.6128 },
  baguio: { lat: 16.4023, lng: 120.596 },
  "cagayan-de-oro": { lat: 8.4803, lng: 124.6483 },
  bacolod: { lat: 10.6765, lng: 122.9509 },
};

const EARTH_RADIUS_KM = 6_371;

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function nearest<T extends LatLng>(from: LatLng, places: readonly T[]): { place: T; km: number } | null {
  let best: { place: T; km: number } | null = null;
  for (const place of places) {
    const km = distanceKm(from, place);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}
