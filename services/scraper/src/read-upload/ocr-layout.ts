/**
 * A screenshot's OCR as lines with their geometry, and its text as the seller wrote it. Two things a phone
 * screen adds to a post, and that only the geometry can take back out:
 * - the phone wraps long lines at the screen's edge: a line whose next line's first word would not have fit
 *   beside it was wrapped, and is joined again (a line the seller ended early keeps its break);
 * - emoji bullets ("✅", "▶️") come out of OCR as glyph-wide junk ("[74", "2") that can glue to a figure
 *   ("✅3 Bedrooms" → "[743 Bedrooms"): a symbol wider than any letter or digit of its line is a picture, and
 *   every symbol within its span is dropped; but a digit box as wide as two that starts a figure is the peso
 *   sign (which tesseract's English model lacks) merged with the figure's first digit, and reads as both.
 */
import type { Block } from "tesseract.js";

export interface OcrSymbol {
  text: string;
  x0: number;
  x1: number;
}
export interface OcrWord {
  symbols: OcrSymbol[];
}
export interface OcrLine {
  /** Tesseract's block: lines of different blocks (a status bar, a column) are never joined. */
  block: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  words: OcrWord[];
}
export interface OcrPage {
  lines: OcrLine[];
}

export function pageFromBlocks(blocks: readonly Block[] | null | undefined): OcrPage {
  return {
    lines: (blocks ?? []).flatMap((block, index) =>
      block.paragraphs.flatMap((paragraph) =>
        paragraph.lines.map((line) => ({
          block: index,
          ...line.bbox,
          words: line.words.map((word) => ({
            symbols: word.symbols.map((symbol) => ({ text: symbol.text, x0: symbol.bbox.x0, x1: symbol.bbox.x1 })),
          })),
        })),
      ),
    ),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/**
 * Wider than twice the line's median symbol (and than the page's): an emoji is (about 2.3 times a lowercase
 * letter). Letters can be too (tesseract's box for a "w" or a "W" sometimes takes in its neighbour), so a wide
 * letter is a picture only when it covers a bracket or a digit, as an emoji's box does ("[Z" and "[74" from "✅").
 */
const PICTURE_WIDTH = 2;
const LETTER = /^\p{L}+$/u;
const BOX_PART = /^[[\]{}()|\d]$/;
/** Rules and dashes are wide and mean something ("2 — 3 bedrooms"): never a picture. */
const DASHES = /^[-‐‑–—―_~=.…]+$/;

const centreIn = (symbol: OcrSymbol, span: OcrSymbol) =>
  (symbol.x0 + symbol.x1) / 2 >= span.x0 - 1 && (symbol.x0 + symbol.x1) / 2 <= span.x1 + 1;

const wide = (symbol: OcrSymbol, typical: number) => symbol.x1 - symbol.x0 > PICTURE_WIDTH * typical;

/**
 * The peso sign is not in tesseract's English model: "₱8.5m" comes out as one digit box as wide as two,
 * followed by the rest of the figure. That digit starts a price, not a picture.
 */
function isPesoAndDigit(word: OcrSymbol[], index: number, typical: number): boolean {
  const symbol = word[index];
  if (!symbol || !wide(symbol, typical) || !/^\d$/.test(symbol.text)) return false;
  // An emoji's box covers the junk read from it ("[", "4" of "[74"); the peso-and-digit box covers nothing.
  const alone = word.every((other) => other === symbol || !centreIn(other, symbol));
  return alone && /^[\d.,]$/.test(word[index + 1]?.text ?? "");
}

function isPicture(symbol: OcrSymbol, line: OcrSymbol[], typical: number): boolean {
  if (!wide(symbol, typical) || DASHES.test(symbol.text)) return false;
  if (!LETTER.test(symbol.text)) return true;
  return line.some((other) => other !== symbol && centreIn(other, symbol) && BOX_PART.test(other.text));
}

/** The line's words without the symbols an emoji turned into; words left empty are gone. */
function wordsWithoutPictures(line: OcrLine, pageMedian: number): OcrSymbol[][] {
  const symbols = line.words.flatMap((word) => word.symbols);
  const typical = Math.max(median(symbols.map((s) => s.x1 - s.x0)), pageMedian);
  const pesos = new Set(
    line.words.flatMap((word) => word.symbols.filter((_symbol, index) => isPesoAndDigit(word.symbols, index, typical))),
  );
  const pictures = symbols.filter((symbol) => !pesos.has(symbol) && isPicture(symbol, symbols, typical));
  const inPicture = (s: OcrSymbol) => !pesos.has(s) && pictures.some((picture) => centreIn(s, picture));
  return line.words
    .map((word) =>
      word.symbols
        .filter((symbol) => !inPicture(symbol))
        .map((symbol) => (pesos.has(symbol) ? { ...symbol, text: `₱${symbol.text}` } : symbol)),
    )
    .filter((word) => word.length);
}

const wordText = (symbols: OcrSymbol[]) => symbols.map((symbol) => symbol.text).join("");

/** The text tesseract gives, line by line, before any of the above (for comparison). */
export function rawTextOfPage(page: OcrPage): string {
  return page.lines.map((line) => line.words.map((word) => wordText(word.symbols)).join(" ")).join("\n");
}

interface Kept {
  line: OcrLine;
  words: OcrSymbol[][];
}

/** A seller's list item ("- Gross Area", "• 2 parking", "3. Large park") starts a line of its own. */
const LIST_ITEM = /^(?:[-–—•*+·▪►✓✔]|\d{1,2}[.)])$/;

/**
 * Whether `next` continues `line` after a wrap: same block, the very next row (no blank line between), the same
 * left edge, and its first word wider than the room left at the end of `line` before the text's right edge.
 */
function wrapped(line: Kept, next: Kept, rightEdge: number): boolean {
  const first = next.words[0];
  if (next.line.block !== line.line.block || !line.words.length || !first) return false;
  if (LIST_ITEM.test(wordText(first))) return false;
  const height = line.line.y1 - line.line.y0;
  if (next.line.y0 - line.line.y1 > 0.75 * height) return false;
  if (Math.abs(next.line.x0 - line.line.x0) > 0.5 * height) return false;
  const firstWidth = (first.at(-1)?.x1 ?? 0) - (first[0]?.x0 ?? 0);
  return line.line.x1 + 0.3 * height + firstWidth > rightEdge;
}

/** The page's text with the phone's wraps joined and emoji pictures dropped. */
export function textOfPage(page: OcrPage): string {
  const widths = page.lines.flatMap((line) => line.words.flatMap((w) => w.symbols.map((s) => s.x1 - s.x0)));
  const pageMedian = median(widths);
  const rightEdge = Math.max(0, ...page.lines.map((line) => line.x1));
  const kept: Kept[] = page.lines.map((line) => ({ line, words: wordsWithoutPictures(line, pageMedian) }));
  const out: string[] = [];
  for (const [index, entry] of kept.entries()) {
    const text = entry.words.map(wordText).join(" ");
    const previous = kept[index - 1];
    if (previous && out.length && wrapped(previous, entry, rightEdge)) {
      const last = out.pop() ?? "";
      // A word broken at its own hyphen ("Lapu-" / "Lapu City") joins without a space.
      out.push(/\p{L}-$/u.test(last) ? `${last}${text}` : `${last} ${text}`);
    } else {
      out.push(text);
    }
  }
  return out.join("\n");
}
