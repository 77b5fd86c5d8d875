import type { PropertyType } from "@suri/contracts";

/**
 * Ordered rules: the first that matches wins, so "House and Lot" is a house before it is a lot,
 * and "Commercial Lot" is land before it is commercial (land is valued by its lot area; a
 * commercial lot has no floor area). "Lot 03 Blk. 18" is an address, not land: a lot followed
 * by a number does not count. Bank lists say "Residential - With Improvement" for a house and
 * lot and "Vacant Lot" for land.
 */
const RULES: [RegExp, PropertyType][] = [
  // An income building: "15-door apartment", "apartment building", a dormitory, an apartelle.
  [
    /\b\d{1,3}[- ]?doors?\b(?! (?:ref|refrigerator|cabinet))|\bapartment (?:building|complex)\b|\bapartments for sale\b|\b\d{1,3}[- ]?units? apartment\b|\bapartelle\b|\bdormitor(?:y|ies)\b|\bboarding ?house\b|\bserviced apartments?\b/i,
    "commercial",
  ],
  [/\btown ?house|\btownhome|\brow ?house|\browhouse/i, "townhouse"],
  [
    /\b(?:condo(minium)?s?|kondo(minyum)?)\b|\bcondotel\b|\bpenthouse\b|\bloft\b|\bstudio\b(?! (space|office))|\bapartment unit\b|\b(\d|one|two|three)[- ]?(bedroom|br) unit\b|\bresidences? tower\b/i,
    "condo",
  ],
  // Bank and foreclosure wording: "Residential - With Improvement" is a house with its lot.
  [
    /\bresidential\b[\s\-–—:(]*(?:lot\s+)?with\s+im(?:p|pr)?rovements?\b|\blot with (?:improvements?|house)\b/i,
    "house_and_lot",
  ],
  [
    // Cebuano "balay", Tagalog "bahay"; a mansion; a home named as the thing sold ("2-storey home", "home with pool").
    /\bhouse\b|\bh ?& ?l\b|\bbalay\b|\bbahay\b|\bmansion\b|\b(?:family|luxury|modern|beach|vacation|rest|\d[- ]?stor(?:e)?y|\d[- ]?bedroom)\s+home\b|\bhome (?:with|for sale)\b|\bbungalow\b|\bduplex\b|\bsingle[- ]detached\b|\bsingle[- ]attached\b|\bvilla\b|\bresidential building\b/i,
    "house_and_lot",
  ],
  [
    /\b(lot|land|lote|lupa|yuta)\b(?!\s*(no\.?|#|number|area|size)?\s*[:\d])|\blot only\b|\blots for sale\b|\bfarm ?land\b|\bagricultural\b|\bhectares?\b|\d\s?-?(?:ha|has)\b(?!\s+(?:a|an|the|been|its?|no|\d)\b)/i,
    "lot",
  ],
  [
    /\bcommercial\b|\boffice\b|\bwarehouse\b|\bretail\b|\bshop\b|\bstore\b|\bbuilding\b|\bhotel\b|\bresort\b|\bindustrial\b/i,
    "commercial",
  ],
];

/** schema.org types that settle the question on their own. */
const SCHEMA_TYPES: Record<string, PropertyType> = {
  Apartment: "condo",
  House: "house_and_lot",
  SingleFamilyResidence: "house_and_lot",
  LandmarksOrHistoricalBuildings: "commercial",
};

export interface TypeEvidence {
  type: PropertyType;
  /** "name" is the page's own label (most reliable), "schema" the @type, "description" free prose. */
  from: "label" | "name" | "schema" | "description";
}

/** Property type from the page's own label first, then the title, the schema type and the description. */
export function inferPropertyType(sources: {
  label?: string;
  name?: string;
  schemaTypes?: string[];
  description?: string;
}): TypeEvidence | undefined {
  const fromLabel = sources.label ? byRules(sources.label) : undefined;
  if (fromLabel) return { type: fromLabel, from: "label" };
  const fromName = sources.name ? byRules(sources.name) : undefined;
  if (fromName) return { type: fromName, from: "name" };
  const fromSchema = sources.schemaTypes?.map((type) => SCHEMA_TYPES[type]).find(Boolean);
  if (fromSchema) return { type: fromSchema, from: "schema" };
  const fromDescription = sources.description ? byRules(sources.description.slice(0, 400)) : undefined;
  if (fromDescription) return { type: fromDescription, from: "description" };
  return isUnitByRooms(sources.name ?? "", sources.description ?? "")
    ? { type: "condo", from: "description" }
    : undefined;
}

/** A unit named by its rooms alone: "1 BEDROOM FOR SALE IN KNIGHTSBRIDGE RESIDENCES", "2BR - 59SQM - 30TH FLOOR". */
const ROOMS_UNIT = /(?:\b|\d)(?:br|bedrooms?)\b|\bstudio\b/i;
/** Words of a house or land: a unit named by rooms beside any of them is not sure to be a condo. */
const HOUSE_OR_LAND =
  /\bhouses?\b|\bhomes?\b|\bh ?& ?l\b|\blots?\b|\blands?\b|\btown ?houses?\b|\bvillas?\b|\bbungalow|\bduplex|\bstor(?:e)?ys?\b|\bsubdivision\b|\bvillage\b|\bgarage\b|\bbackyard\b|\bfarm\b|\bbeach\b|\bresort\b|\boffice\b|\bwarehouse\b|\bbuilding\b(?! ?amenit)/i;

/**
 * A post that names its unit by bedrooms alone and never says house, lot, townhouse or storey sells a condo
 * unit: brokers write "3 BEDROOMS FOR SALE IN AURELIA RESIDENCES" and "ICON PLAZA - 105 sqm 2 bedroom - 34th
 * Floor"; a house's post names the house, its lot or its storeys.
 */
function isUnitByRooms(name: string, description: string): boolean {
  const opening = `${name}\n${description.slice(0, 300)}`;
  return ROOMS_UNIT.test(opening) && !HOUSE_OR_LAND.test(`${name}\n${description.slice(0, 1_500)}`);
}

function byRules(text: string): PropertyType | undefined {
  return RULES.find(([pattern]) => pattern.test(text))?.[1];
}

const TOWNHOUSE_IN_TEXT = /\btown ?houses?\b|\btownhomes?\b|\brow ?houses?\b/i;
const INCOME_BUILDING = RULES[0]![0];
const DETACHED_IN_TEXT = /\bbungalow\b|\bsingle[- ]detached\b|\bdetached\b|\bduplex\b/i;
const LAND_IN_TEXT =
  /\b(?:commercial|residential|industrial|vacant|beach|corner|titled|raw|agricultural|farm)\s+(?:lot|land|property)\b|\blots? for sale\b|\bland for sale\b|\bhectares?\b|\bper sq(?:m|\.? ?m)\b/i;
const BUILDING_IN_TEXT =
  /\bfloor area\b|\bbuilding\b|\bstor(?:e)?y\b|\boffice\b|\bwarehouse\b|\bunits?\b|\bbedrooms?\b|\bshowroom\b|\bspace for (?:lease|rent)\b/i;

/**
 * A portal's category is broad; the listing's own text narrows it: a "House" that the text calls a
 * townhouse or a rowhouse; a "House" that is an apartment building (income property); a
 * "Commercial" listing that is a lot with nothing built on it.
 */
export function refineType(type: PropertyType, text: string): PropertyType {
  const head = text.slice(0, 600);
  if (type === "house_and_lot") {
    if (INCOME_BUILDING.test(head)) return "commercial";
    // "2 Storey House and Lot …" over "End unit townhouse …": "house and lot" is the category townhouses are sold
    // under, and a townhouse has storeys; only a detached form (bungalow, single detached, duplex) says otherwise.
    if (TOWNHOUSE_IN_TEXT.test(head) && !DETACHED_IN_TEXT.test(head.replace(TOWNHOUSE_IN_TEXT, ""))) return "townhouse";
  }
  if (type === "commercial" && LAND_IN_TEXT.test(head) && !BUILDING_IN_TEXT.test(head)) return "lot";
  return type;
}

/** Whether a single "floor size" figure of this kind of property is really the land area. */
export function areaIsLand(type: PropertyType | undefined): boolean {
  return type === "lot";
}
