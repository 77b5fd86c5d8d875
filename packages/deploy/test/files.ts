import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse, parseAllDocuments } from "yaml";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** One YAML document with anchors and `<<` merge keys resolved, as Compose resolves them. */
export const readYaml = (file: string) => parse(read(file), { merge: true });

/** Every document of a multi-document YAML file. */
export function readYamlDocuments(file: string): Record<string, unknown>[] {
  return parseAllDocuments(read(file)).map((d) => {
    if (d.errors.length) throw new Error(`${file}: ${d.errors.map((e) => e.message).join("; ")}`);
    return d.toJS({ merge: true }) as Record<string, unknown>;
  });
}

export const SERVICES = ["gateway", "auth", "ledger", "scraper", "analyzer", "notification"] as const;
