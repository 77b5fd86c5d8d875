/**
 * JSON text as the repository's formatter (Biome, line width 120) writes it: objects one key per
 * line, arrays of plain values on one line when they fit (trailing comma counted), else one value
 * per line. Writing it this way keeps `npm run market:build` and `biome format` from undoing each other.
 */
const LINE_WIDTH = 120;

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

function isPlain(value: Json): boolean {
  return value === null || typeof value !== "object";
}

function format(value: Json, depth: number, column: number, trailing: number): string {
  if (isPlain(value)) return JSON.stringify(value);
  const pad = "  ".repeat(depth + 1);
  const close = "  ".repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every(isPlain)) {
      const oneLine = `[${value.map((v) => JSON.stringify(v)).join(", ")}]`;
      if (column + oneLine.length + trailing <= LINE_WIDTH) return oneLine;
    }
    const items = value.map((v, i) => pad + format(v, depth + 1, pad.length, i < value.length - 1 ? 1 : 0));
    return `[\n${items.join(",\n")}\n${close}]`;
  }
  const entries = Object.entries(value as { readonly [key: string]: Json }).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([k, v], i) => {
    const head = `${pad}${JSON.stringify(k)}: `;
    return head + format(v, depth + 1, head.length, i < entries.length - 1 ? 1 : 0);
  });
  return `{\n${lines.join(",\n")}\n${close}}`;
}

export function formatJson(value: unknown): string {
  return `${format(JSON.parse(JSON.stringify(value)) as Json, 0, 0, 0)}\n`;
}
