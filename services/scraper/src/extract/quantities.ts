/** Parsers for the money, area and room counts Philippine listing pages write in prose. */

const SQFT_IN_SQM = 0.09290304;
const SQM_PER_HECTARE = 10_000;

const MULTIPLIERS: Record<string, number> = { k: 1e3, m: 1e6, mn: 1e6, million: 1e6, b: 1e9, billion: 1e9 };

/**
 * A plain amount: "12,500,000.00", "12.5M", "3.5 million", "950k", 2887000.
 * Returns null for anything that is not one clear non-negative amount.
 */
export function parseAmount(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) && raw >= 0 ? raw : null;
  if (typeof raw !== "string") return null;
  const match = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|mn|m|million|b|billion)?\b\.?\s*$/i.exec(raw);
  if (!match?.[1]) return null;
  const value = Number(`${match[1].replaceAll(",", "")}${match[2] ?? ""}`);
  const multiplier = match[3] ? (MULTIPLIERS[match[3].toLowerCase()] ?? 1) : 1;
  return Number.isFinite(value) ? value * multiplier : null;
}

/** Pesos (any amount parseAmount accepts) to integer centavos. */
export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}

/** "₱", "PHP", "Php", "P" before an amount, as in "₱12.5M", "PHP 408,690.00", "P2,500,000". */
const PESO_AMOUNT =
  /(?:₱|\bPHP\b|\bPhp\b|\bphp\b|\bP(?=\s?\d))\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?(?:[kK]|[mM][nN]?|[mM]illion|[bB]|[bB]illion)\b\.?)?)/g;

/** Below this a "P 12" is a phase or lot number, not a property price or rent. */
const PESOS_MIN = 1000;

/** Every peso amount written with a currency mark, in order of appearance, as centavos. */
export function findPesoAmounts(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(PESO_AMOUNT)) {
    const pesos = parseAmount(match[1]);
    if (pesos !== null && pesos >= PESOS_MIN) found.push(pesosToCentavos(pesos));
  }
  return found;
}

/** The first peso amount of a price text, with or without a currency mark ("PHP 408,690.00", "12.5M"). */
export function parsePriceCentavos(text: string): number | null {
  const marked = findPesoAmounts(text)[0];
  if (marked !== undefined) return marked;
  // "5.8M (negotiable)", "2,500,000 net of taxes": the amount that opens the value.
  const opening = /^\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(?:k|mn|m|million|b|billion)?)(?![\w.,])/i.exec(text);
  const leading = opening?.[1] ? parseAmount(opening[1]) : null;
  if (leading !== null && leading >= PESOS_MIN) return pesosToCentavos(leading);
  const plain = parseAmount(text.replace(/\s*(pesos?|only)\s*$/i, ""));
  return plain !== null && plain > 0 ? pesosToCentavos(plain) : null;
}

type AreaUnit = "sqm" | "sqft" | "ha";

const AREA =
  /(?<![\d,.])((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s*(sq\.?\s?m\.?|sqm\b|sq\.?\s?meters?|square\s?met(?:er|re)s?|m2\b|m²|sq\.?\s?ft\.?|sqft\b|square\s?f(?:ee|oo)t|ft2\b|ft²|hectares?\b|ha\b)/i;

function unitOf(text: string): AreaUnit | null {
  const unit = text.toLowerCase().replace(/[\s.]/g, "");
  if (/^(sqft|squarefeet|squarefoot|ft2|ft²)$/.test(unit)) return "sqft";
  if (/^(hectares?|ha)$/.test(unit)) return "ha";
  if (/^(sqm|sqmeters?|squaremet(er|re)s?|m2|m²)$/.test(unit)) return "sqm";
  return null;
}

export function toSquareMetres(value: number, unit: AreaUnit): number {
  if (unit === "sqft") return Math.round(value * SQFT_IN_SQM * 100) / 100;
  if (unit === "ha") return value * SQM_PER_HECTARE;
  return value;
}

/** "36 sqm", "1,200 sq.m.", "2 hectares", "500 sq ft"; a bare number counts in `defaultUnit` when given. */
export function parseAreaSqm(text: string, defaultUnit?: AreaUnit): number | null {
  const match = AREA.exec(text);
  if (match?.[1] && match[2]) {
    const unit = unitOf(match[2]);
    const value = Number(match[1].replaceAll(",", ""));
    return unit && value > 0 ? toSquareMetres(value, unit) : null;
  }
  if (!defaultUnit) return null;
  const bare = parseAmount(text);
  return bare !== null && bare > 0 ? toSquareMetres(bare, defaultUnit) : null;
}

/** The unit a label announces, as in "Lot Area (sqm)" or "Floor area in sq. ft.". */
export function unitInLabel(label: string): AreaUnit | undefined {
  const match = /(sq\.?\s?m\.?|sqm|m2|m²|sq\.?\s?ft\.?|sqft|hectares?)/i.exec(label);
  return match?.[1] ? (unitOf(match[1]) ?? undefined) : undefined;
}

/** schema.org unitCode / unitText to a unit: MTK = m², FTK = ft², HAR = hectare (UN/CEFACT). */
export function unitFromCode(code: unknown): AreaUnit | null {
  if (typeof code !== "string" || !code.trim()) return null;
  const upper = code.trim().toUpperCase();
  if (upper === "MTK" || upper === "SQM" || upper === "M2") return "sqm";
  if (upper === "FTK" || upper === "SQFT" || upper === "FT2") return "sqft";
  if (upper === "HAR") return "ha";
  return unitOf(code);
}

/** "2BR", "2 Bedrooms", "3 beds", "Studio" (0). */
export function parseBedrooms(text: string): number | null {
  const match = /\b(\d{1,2})\s*-?\s*(?:br\b|bedrooms?\b|beds?\b|bedroom\b)/i.exec(text);
  if (match?.[1]) return Number(match[1]);
  return /\bstudio\b/i.test(text) ? 0 : null;
}

export function parseBathrooms(text: string): number | null {
  const match = /\b(\d{1,2})\s*-?\s*(?:baths?\b|bathrooms?\b|t\s?&\s?b\b|toilets?\b)/i.exec(text);
  return match?.[1] ? Number(match[1]) : null;
}

/** A small whole count from a number, numeric string or QuantitativeValue-like `{ value }`. */
export function parseCount(raw: unknown): number | null {
  const value = typeof raw === "object" && raw !== null ? (raw as { value?: unknown }).value : raw;
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(number) && number >= 0 && number < 100 ? number : null;
}
