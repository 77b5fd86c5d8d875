/**
 * Every area a listing's text mentions, classified as the floor area, the lot area or neither,
 * before one of each is chosen. Posts name many areas: "Lot Area: 150 sqm" beside "Total Floor
 * Area: 207.4 sqm" and "Building only Area – 109 sqm"; a development's hectares beside a unit's
 * square metres; a balcony, a frontage or a parking slot beside the unit.
 */
import { lastIndexOf, snippetOf } from "./mention-text";
import { toSquareMetres } from "./quantities";

export type AreaKind = "floor" | "lot" | "unknown" | "other";

export interface AreaMention {
  sqm: number;
  kind: AreaKind;
  /** "total floor area", "building only" and the like: the figure the seller means as the whole. */
  total: boolean;
  /** Words next to the figure said what it is. */
  labelled: boolean;
  /** Stated in hectares (land, or a development's grounds). */
  hectares: boolean;
  line: number;
  snippet: string;
  /** One end of a range ("35–60 sqm"): not one property's area. */
  ranged: boolean;
}

const UNIT =
  "(sq\\.?\\s?ft\\.?|sqft\\b|square\\s?f(?:ee|oo)t|ft2\\b|ft²|sq\\.?\\s?m(?:trs?|eters?|etres?)?s?\\.?|sqm?s?\\b|sq\\.?\\s?mtrs?\\.?|square\\s?met(?:er|re)s?|m2\\b|m²|hectares?\\b|has?\\b|hec\\b)";
const FIGURE = "(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?";
// Starts only where a number starts: on a long run of digits, trying every start would take seconds.
// "314-SQM OFFICE UNIT", "1-HECTARE LAND": a hyphen may join the figure to its unit.
const AREA = new RegExp(`(?<![\\d,.])${FIGURE}\\+?\\s*(?:-\\s*)?${UNIT}`, "gi");
/** A labelled figure with no unit: "Lot Area: 150", "FA - 120", "1,250 floor area". */
const LABEL_THEN_FIGURE = new RegExp(
  `\\b(lot area|land area|lot size|lot|floor area|floor size|building area|house area|living area|built-?up area|gross floor area|\\bLA\\b|\\bFA\\b)\\s*(?:\\([^)]{0,10}\\))?\\s*[:=\\-–]?\\s*(?:of\\s*)?${FIGURE}(?!\\s*(?:[\\d,.]|${UNIT.slice(1, -1)}|%|bedrooms?|br\\b|storey|floors?))`,
  "gi",
);
const FIGURE_THEN_LABEL = new RegExp(`(?<![\\d,.])${FIGURE}\\s*(lot area|floor area|sqm lot|sqm floor)\\b`, "gi");

const LOT_WORDS = /\b(?:lot|land|LA|terrain|property size|titled|hectares?)\b/i;
const FLOOR_WORDS =
  /(?:\b|(?<=\d))(?:floor|FA|building|house|unit|living|built[- ]?up|interior|usable|gross|total area|cut|studio|bedroom|br|condo)\b/i;
const OTHER_WORDS =
  /\b(?:balcony|lanai|terrace|patio|garden|parking|garage|frontage|road|per sq|\/sq|dues|storage|roof deck|deck|loft|pool|clubhouse|lounge|lobby|gym|hall|function room|playground|court|amenit(?:y|ies)|development|project|township|estate|community|spans?|sprawling|expanse|master ?plan(?:ned)?|site|floor ?plate|\bmax\b)\b/i;

function unitOf(raw: string): "sqm" | "sqft" | "ha" | null {
  const unit = raw.toLowerCase().replace(/[\s.]/g, "");
  if (/^(sqft|squarefeet|squarefoot|ft2|ft²)$/.test(unit)) return "sqft";
  if (/^(hectares?|has?|hec)$/.test(unit)) return "ha";
  if (/^(sqm?s?|sqm(trs?|eters?|etres?)s?|sqmtrs?|squaremet(er|re)s?|m2|m²)$/.test(unit)) return "sqm";
  return null;
}

/** Every area on the lines, each classified by the words around it. */
export function findAreaMentions(lines: readonly string[]): AreaMention[] {
  const mentions: AreaMention[] = [];
  lines.forEach((raw, lineIndex) => {
    const line = raw.replace(/\u00a0/g, " ");
    const taken: [number, number][] = [];
    let previousEnd = 0;
    for (const match of line.matchAll(AREA)) {
      const [whole, digits, decimals, unitText] = match;
      const unit = unitText ? unitOf(unitText) : null;
      const value = Number(`${digits?.replaceAll(",", "")}${decimals ?? ""}`);
      const start = match.index ?? 0;
      const end = start + whole.length;
      if (!unit || !(value > 0) || (/^ha$/i.test(unitText ?? "") && !/\d\s*ha\b/i.test(whole))) continue;
      // "Php 3,500/sqm" is a price per square metre, not an area.
      if (/(?:₱|php|p)\s?$/i.test(line.slice(Math.max(0, start - 5), start))) continue;
      taken.push([start, end]);
      // "240 sqm (approx. 2,583 sq ft)": the same area again in other units.
      if (
        unit === "sqft" &&
        previousEnd > 0 &&
        /^\s*[([]?\s*(?:approx\.?|approximately|about|around|or|≈|~|=)?\s*$/i.test(line.slice(previousEnd, start))
      )
        continue;
      const before = line.slice(Math.max(previousEnd, start - 45), start);
      const after = line.slice(end, end + 30);
      mentions.push(
        classified(
          toSquareMetres(value, unit),
          unit === "ha",
          before,
          after,
          lines,
          lineIndex,
          line,
          start,
          end,
          previousEnd,
        ),
      );
      previousEnd = end;
    }
    for (const pattern of [LABEL_THEN_FIGURE, FIGURE_THEN_LABEL]) {
      for (const match of line.matchAll(pattern)) {
        const start = match.index ?? 0;
        const end = start + match[0].length;
        if (taken.some(([from, to]) => start < to && end > from)) continue;
        const labelFirst = pattern === LABEL_THEN_FIGURE;
        const label = (labelFirst ? match[1] : match[3]) ?? "";
        const digits = labelFirst ? match[2] : match[1];
        const decimals = labelFirst ? match[3] : match[2];
        const value = Number(`${digits?.replaceAll(",", "")}${decimals ?? ""}`);
        if (!(value >= 10) || value > 1_000_000) continue;
        if (/^lot$/i.test(label) && !/^lot\s*(?:area|size)?\s*[:=\-–]/i.test(match[0])) continue; // "Lot 7 Blk 3"
        const kind: AreaKind = /lot|land|LA/i.test(label) && !/floor/i.test(label) ? "lot" : "floor";
        mentions.push({
          sqm: value,
          kind,
          total: /gross|total/i.test(label),
          labelled: true,
          hectares: false,
          line: lineIndex,
          snippet: snippetOf(line, start, end, SNIPPET_CHARS),
          ranged: false,
        });
      }
    }
  });
  return mentions;
}

function classified(
  sqm: number,
  hectares: boolean,
  before: string,
  after: string,
  lines: readonly string[],
  lineIndex: number,
  line: string,
  start: number,
  end: number,
  previousEnd: number,
): AreaMention {
  const ranged =
    /^\s*(?:[-–—~]|to|up to)\s*$/i.test(line.slice(previousEnd, start)) && previousEnd > 0
      ? true
      : RANGE_AFTER.test(after);
  const base = { sqm, hectares, line: lineIndex, snippet: snippetOf(line, start, end, SNIPPET_CHARS), ranged };
  // "1-bed, 1-bath, 1 balcony, 69 SQ.M.": a comma ends the item the words before it describe.
  const clause = before.slice(-32);
  const near = clause.slice(Math.max(clause.lastIndexOf(","), clause.lastIndexOf(";")) + 1);
  // "Lot Area: 123 sqm Floor Area: 183 sqm", "lot 160 sqm floor 300 sqm": a word after the figure that is
  // followed by a figure of its own labels that next figure, not this one.
  const closeAfter = NEXT_FIGURE_LABEL.test(after) ? "" : after.slice(0, 22);
  // The nearest word wins: "Lot Area: 150 sqm" is the lot even on a line about the house.
  const lastWord = (pattern: RegExp) => lastIndexOf(near, pattern);
  const lot = lastWord(LOT_WORDS);
  const floor = lastWord(FLOOR_WORDS);
  const other = lastWord(OTHER_WORDS);
  const total = /\b(?:total|gross|overall|building only|whole)\b/i.test(near);
  if (/^\s*(?:\(?\s*)?(?:lot|land)\b/i.test(closeAfter)) return { ...base, kind: "lot", total: false, labelled: true };
  // "2 Bedroom 97 sqm Balcony Seaview": in a one-line post the unit's words just before the figure are its own.
  if (/(?:\b|(?<=\d))(?:bedrooms?|br|studio|unit|condo)\s*[:\-–]?\s*$/i.test(near)) {
    return { ...base, kind: "floor", total, labelled: true };
  }
  if (/^\s*(?:\(?\s*)?(?:floor|living|house|building|unit|fa\b)/i.test(closeAfter)) {
    return { ...base, kind: "floor", total, labelled: true };
  }
  if (
    /^\s*(?:\(?\s*)?(?:[a-z]+\s+)?(?:balcony|lanai|terrace|patio|garden|frontage|parking|development|project|lounge|deck|pool|clubhouse|amenit|park\b|open space|township|estate)/i.test(
      after,
    )
  ) {
    return { ...base, kind: "other", total: false, labelled: true };
  }
  const strongest = Math.max(lot, floor, other);
  if (strongest < 0) {
    const previous = lines[lineIndex - 1]?.trim() ?? "";
    if (!before.trim() && previous.length <= 30 && /\barea\b|\bsize\b/i.test(previous)) {
      const kind: AreaKind = LOT_WORDS.test(previous) ? "lot" : FLOOR_WORDS.test(previous) ? "floor" : "unknown";
      return { ...base, kind, total: /total|gross/i.test(previous), labelled: kind !== "unknown" };
    }
    return { ...base, kind: hectares ? "lot" : "unknown", total: false, labelled: false };
  }
  if (strongest === other) return { ...base, kind: "other", total: false, labelled: true };
  if (strongest === lot) return { ...base, kind: "lot", total: false, labelled: true };
  return { ...base, kind: "floor", total, labelled: true };
}

/** "35 - 60 sqm" is a range; "59SQM - 30TH FLOOR" and "105 sqm - 2 bedroom" are the next fact in a run of them. */
const RANGE_AFTER =
  /^\s*(?:[-–—~]|to|up to)\s*\d[\d,.]*(?![\d,.])\s*(?!(?:st|nd|rd|th|\/?f|floor|flr|storeys?|br|bedrooms?|baths?|t&b)\b)/i;

const NEXT_FIGURE_LABEL =
  /^\s*\(?\s*(?:(?:total|gross|net|usable)\s+)?(?:lot|land|floor|living|house|building|unit|fa|la)(?:\s+(?:area|size))?\b\s*(?:\([^)]{0,10}\))?\s*[:=\-–]?\s*\d(?![\d,.]*\s*(?:bedrooms?|br\b|baths?|t\s?&\s?b|stor(?:e)?y|storeys|floors?|cars?|parking))/i;

/** How much of its line an area's snippet shows either side of it. */
const SNIPPET_CHARS = { before: 60, after: 30 };

export interface ChosenAreas {
  floor?: AreaMention;
  lot?: AreaMention;
}

/**
 * The floor and lot areas of a listing of the given type. Labelled figures first; a "total" floor
 * area over a storey's; an unlabelled figure only where the type says which it must be (a condo's
 * is its floor area, a lot's its lot area). A condo has no lot area: the hectares of its project
 * are not the unit's. Hectares are never a floor area. Ranges never count.
 */
export function chooseAreas(mentions: readonly AreaMention[], type: string | undefined): ChosenAreas {
  const usable = mentions.filter((mention) => !mention.ranged && mention.kind !== "other");
  const floors = usable.filter((mention) => mention.kind === "floor" && !mention.hectares);
  const lots = usable.filter((mention) => mention.kind === "lot");
  const unknown = usable.filter((mention) => mention.kind === "unknown" && !mention.hectares);
  const chosen: ChosenAreas = {};
  chosen.floor = floors.find((mention) => mention.total) ?? floors[0];
  if (type !== "condo") chosen.lot = lots.find((mention) => !mention.hectares || type === "lot") ?? lots[0];
  if (type === "condo") {
    chosen.floor ??= unknown[0];
  } else if (type === "lot") {
    // "1.2 HAS LOT" over "12,157 sqm.": the square metres are the same lot stated exactly.
    const exact = chosen.lot?.hectares
      ? unknown.find((mention) => Math.abs(mention.sqm - (chosen.lot?.sqm ?? 0)) <= (chosen.lot?.sqm ?? 0) * 0.05)
      : undefined;
    if (exact) chosen.lot = exact;
    chosen.lot ??= unknown[0] ?? usable.find((mention) => mention.hectares);
    delete chosen.floor;
  } else if (unknown.length && (type === "house_and_lot" || type === "townhouse")) {
    // One labelled, one not: the bare figure is the other one ("150 sqm lot, 120 sqm" is rare; "Lot area 150 sqm / 120 sqm" common).
    if (chosen.lot && !chosen.floor) chosen.floor = unknown.find((mention) => mention.sqm !== chosen.lot?.sqm);
    else if (chosen.floor && !chosen.lot) chosen.lot = unknown.find((mention) => mention.sqm !== chosen.floor?.sqm);
  } else if (
    type === "commercial" &&
    !chosen.floor &&
    !chosen.lot &&
    // One figure (the title's, said again where the title is also the text's first line).
    new Set(unknown.map((mention) => mention.sqm)).size === 1 &&
    /\b(?:office|space|unit|building|warehouse|shop|store|floor)\b/i.test(unknown[0]!.snippet)
  ) {
    chosen.floor = unknown[0];
  }
  return chosen;
}
