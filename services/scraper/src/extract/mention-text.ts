/**
 * The words around a figure read from a line: the snippet a reading shows as its evidence, and where a
 * label last stands before it. Shared by the price and area readers.
 */
import { sliceWhole } from "@suri/contracts";

/** line[start, end) with `before` and `after` characters either side, whole graphemes, "…" where the line goes on. */
export function snippetOf(line: string, start: number, end: number, window: { before: number; after: number }): string {
  const from = Math.max(0, start - window.before);
  const to = Math.min(line.length, end + window.after);
  return `${from > 0 ? "…" : ""}${sliceWhole(line, from, to).trim()}${to < line.length ? "…" : ""}`;
}

/** Each pattern's global twin, made once: a post with thousands of amounts classifies each of them. */
const globalTwins = new Map<RegExp, RegExp>();

/** Where the last match of a pattern (a module's constant) starts in the text; -1 when none. */
export function lastIndexOf(text: string, pattern: RegExp): number {
  let global = globalTwins.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    globalTwins.set(pattern, global);
  }
  let last = -1;
  for (const match of text.matchAll(global)) last = match.index ?? last;
  return last;
}
