import type { Listing } from "@suri/contracts";
import { isoDate } from "./from-extras";
import { asObject, asString, type JsonObject, typesOf } from "./json-ld";
import { absoluteUrl, cleanText, ListingDraft } from "./listing-draft";
import { normaliseCity, normaliseProvince, normaliseRegion } from "./places";
import { areaIsLand, inferPropertyType } from "./property-type";
import { parseAmount, parseAreaSqm, parseCount, pesosToCentavos, toSquareMetres, unitFromCode } from "./quantities";

/** Confidence of a value the page states in a dedicated schema.org field. */
const STATED = 0.95;
/** ... of a value that needed a judgement call (which area it is, which currency, which type). */
const INFERRED = 0.75;
/** ... of a figure whose meaning the site is known to blur (a house's single "floor size"). */
const AMBIGUOUS = 0.6;

/**
 * The objects a listing's facts may sit on: the node, its offer, the thing offered and the
 * entity it is about. Lookups take the first that has the property.
 */
function factSources(node: JsonObject): JsonObject[] {
  const offer = asObject(node.offers);
  const sources = [node, offer, asObject(node.itemOffered), asObject(offer?.itemOffered)];
  sources.push(asObject(node.mainEntity), asObject(node.about));
  return sources.filter((source): source is JsonObject => source !== undefined);
}

function pick(sources: JsonObject[], ...keys: string[]): unknown {
  for (const key of keys) {
    for (const source of sources) if (source[key] !== undefined && source[key] !== null) return source[key];
  }
  return undefined;
}

/** One schema.org listing node (RealEstateListing, Product/Offer, Apartment, House...) as a Listing. */
export function listingFromJsonLd(node: JsonObject, pageUrl: string, sourceSite: string): Listing {
  const sources = factSources(node);
  const draft = new ListingDraft(sourceSite);
  const title = cleanText(asString(pick(sources, "name", "headline")));
  const description = cleanText(asString(pick(sources, "description")));
  draft.set("title", title, "json-ld", STATED).set("description", description, "json-ld", STATED);
  const url = absoluteUrl(asString(pick(sources, "url")) ?? idAsUrl(node), pageUrl);
  draft.set("url", url, "json-ld", STATED);

  const typed = inferPropertyType({ name: title, schemaTypes: sources.flatMap(typesOf), description });
  draft.set("propertyType", typed?.type, "json-ld", typed?.from === "schema" ? STATED : INFERRED);
  readOfferTerms(draft, node, sources, `${title ?? ""} ${url ?? ""}`);
  readAreas(draft, sources);
  readRooms(draft, sources);
  readAddress(draft, asObject(pick(sources, "address")) ?? asObject(asObject(pick(sources, "location"))?.address));
  draft.addImages(imageUrls(pick(sources, "image", "photo"), pageUrl), "json-ld", STATED);
  const posted = asString(pick(sources, "datePosted", "datePublished", "dateModified"));
  draft.set("postedAt", posted ? (isoDate(posted) ?? undefined) : undefined, "json-ld", STATED);
  const geo = asObject(pick(sources, "geo")) ?? asObject(asObject(pick(sources, "location"))?.geo);
  draft.set("coordinates", geo ? coordinatesOf(geo.latitude, geo.longitude) : undefined, "json-ld", STATED);
  return draft.build();
}

function coordinatesOf(lat: unknown, lng: unknown): { lat: number; lng: number } | undefined {
  const la = Number(lat);
  const ln = Number(lng);
  const valid = Number.isFinite(la) && Number.isFinite(ln) && Math.abs(la) <= 90 && Math.abs(ln) <= 180;
  return valid && (la !== 0 || ln !== 0) ? { lat: la, lng: ln } : undefined;
}

function idAsUrl(node: JsonObject): string | undefined {
  const id = asString(node["@id"]);
  return id && /^https?:\/\//.test(id) ? id : undefined;
}

function readOfferTerms(draft: ListingDraft, node: JsonObject, sources: JsonObject[], titleAndUrl: string): void {
  const offer = asObject(node.offers) ?? (typesOf(node).some((type) => /Offer$/.test(type)) ? node : undefined);
  const spec = asObject(offer?.priceSpecification);
  const amount = parseAmount(offer?.price ?? spec?.price ?? offer?.lowPrice ?? pick(sources, "price"));
  const currency = asString(
    offer?.priceCurrency ?? spec?.priceCurrency ?? pick(sources, "priceCurrency"),
  )?.toUpperCase();
  if (amount !== null && amount > 0 && (currency === undefined || currency === "PHP")) {
    draft.set("priceCentavos", pesosToCentavos(amount), "json-ld", currency ? STATED : INFERRED);
  }
  const leased = /LeaseOut/i.test(asString(offer?.businessFunction) ?? "");
  const rentWords = /\bfor (rent|lease)\b|\/(rent|for-rent)\//i.test(titleAndUrl);
  draft.set("offerType", leased || rentWords ? "rent" : "sale", "json-ld", leased ? STATED : INFERRED);
  const period = asString(spec?.unitCode ?? spec?.referenceQuantity)?.toUpperCase();
  const rentPeriods = { MON: "month", DAY: "day", ANN: "year" } as const;
  if (draft.get("offerType") === "rent" && period && period in rentPeriods) {
    draft.set("rentPeriod", rentPeriods[period as keyof typeof rentPeriods], "json-ld", STATED);
  }
}

/** A QuantitativeValue, number or "45 sqm" string in square metres. */
function areaOf(raw: unknown): number | null {
  const value = asObject(raw) ?? raw;
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const quantity = value as JsonObject;
    const number = parseAmount(quantity.value ?? quantity.minValue);
    const unit = unitFromCode(quantity.unitCode) ?? unitFromCode(quantity.unitText) ?? "sqm";
    return number !== null && number > 0 ? toSquareMetres(number, unit) : null;
  }
  const text = asString(value);
  return text ? parseAreaSqm(text, "sqm") : null;
}

/**
 * schema.org has one `floorSize`. For land it is the lot area (Lamudi puts a lot's 20,000 m²
 * there); for a condo the floor area; for a house, usually the floor area, sometimes the lot.
 * Explicit lot fields (`lotSize`, `landSize`, an "additionalProperty" named lot/land) win.
 */
function readAreas(draft: ListingDraft, sources: JsonObject[]): void {
  const extra = additionalProperties(sources);
  const lot =
    areaOf(pick(sources, "lotSize", "landSize", "lotArea")) ?? areaOf(extra.find((p) => p.kind === "lot")?.value);
  const floorSize = areaOf(pick(sources, "floorSize")) ?? areaOf(extra.find((p) => p.kind === "floor")?.value);
  const type = draft.get("propertyType");
  draft.set("lotAreaSqm", lot, "json-ld", STATED);
  if (floorSize === null) return;
  if (areaIsLand(type)) {
    draft.set("lotAreaSqm", floorSize, "json-ld", INFERRED);
    return;
  }
  draft.set("floorAreaSqm", floorSize, "json-ld", type === "condo" ? STATED : AMBIGUOUS);
}

function additionalProperties(sources: JsonObject[]): { kind: "lot" | "floor" | "other"; value: unknown }[] {
  const raw = pick(sources, "additionalProperty", "amenityFeature");
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((entry) => {
    const property = asObject(entry) ?? {};
    const name = asString(property.name) ?? "";
    const kind = /\b(lot|land)\b/i.test(name)
      ? "lot"
      : /\b(floor|living|built|building)\b/i.test(name)
        ? "floor"
        : "other";
    return { kind, value: property };
  });
}

function readRooms(draft: ListingDraft, sources: JsonObject[]): void {
  const bedrooms = parseCount(pick(sources, "numberOfBedrooms"));
  draft.set("bedrooms", bedrooms, "json-ld", STATED);
  // numberOfRooms counts every room on some sites; on listing sites it is usually the bedrooms.
  draft.set("bedrooms", parseCount(pick(sources, "numberOfRooms")), "json-ld", AMBIGUOUS);
  const bathrooms = parseCount(pick(sources, "numberOfBathroomsTotal", "numberOfFullBathrooms", "numberOfBathrooms"));
  draft.set("bathrooms", bathrooms, "json-ld", STATED);
}

/**
 * PostalAddress: addressLocality is the city or municipality, addressRegion a province
 * ("Iloilo") or a region ("Metro Manila"); a region named inside streetAddress is kept too.
 */
function readAddress(draft: ListingDraft, address: JsonObject | undefined): void {
  if (!address) return;
  const street = cleanText(asString(address.streetAddress));
  const locality = asString(address.addressLocality);
  const regionField = asString(address.addressRegion);
  const text = addressText([street, locality, regionField]);
  draft.setAddress("street", street, "json-ld", STATED);
  draft.setAddress("city", normaliseCity(locality, text), "json-ld", STATED);
  const regionFromField = normaliseRegion(regionField);
  if (regionFromField) draft.setAddress("region", regionFromField, "json-ld", STATED);
  else draft.setAddress("province", normaliseProvince(regionField), "json-ld", STATED);
  const regionInStreet = street?.split(",").map(normaliseRegion).find(Boolean);
  draft.setAddress("region", regionInStreet, "json-ld", INFERRED);
  draft.setAddress("text", text, "json-ld", STATED);
}

/** The parts joined, skipping a part the address already names ("Iloilo City, Iloilo" + "Iloilo"). */
function addressText(parts: (string | undefined)[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    // Split, then trimmed: a split on /\s*,\s*/ tries every start of a run of spaces again.
    const named = kept
      .join(", ")
      .toLowerCase()
      .split(",")
      .map((piece) => piece.trim());
    const lower = part.toLowerCase();
    if (!named.some((piece) => piece === lower || piece === `${lower} city`)) kept.push(part);
  }
  return kept.join(", ");
}

function imageUrls(raw: unknown, pageUrl: string): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const urls = list.map((entry) => {
    const object = asObject(entry);
    return absoluteUrl(object ? asString(object.contentUrl ?? object.url) : asString(entry), pageUrl);
  });
  return [...new Set(urls.filter((url): url is string => url !== undefined))];
}
