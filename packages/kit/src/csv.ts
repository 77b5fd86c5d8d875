import { parse } from "csv-parse/sync";

/**
 * RFC 4180 CSV read by csv-parse: quoted fields may hold commas, doubled quotes and line breaks; CRLF or
 * LF; a UTF-8 byte-order mark is dropped. Rows become records keyed by the header; a short row gets empty
 * strings, never undefined, and a blank line is no row.
 */
export type CsvRecord = Readonly<Record<string, string>>;

export function parseCsvRows(text: string): string[][] {
  // Any mix of CRLF, LF and CR ends a record, as files stitched from several exports do.
  const record_delimiter = ["\r\n", "\n", "\r"];
  return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, record_delimiter }) as string[][];
}

export function parseCsv(text: string): CsvRecord[] {
  const [header, ...body] = parseCsvRows(text);
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])));
}
