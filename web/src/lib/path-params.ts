import { z } from "zod";

/** A path segment naming a record (report, job, post, session): trimmed, 1 to 200 characters. */
export const idParam = z.string().trim().min(1).max(200);

/**
 * A route's `params` option: each path parameter checked by its schema when the URL is read, and written
 * back as it is when a link is made.
 */
export function pathParams<K extends string>(shape: Record<K, z.ZodType<string, string>>) {
  const schema = z.object(shape);
  const names = Object.keys(shape) as K[];
  return {
    parse: (raw: Record<K, string>) => schema.parse(raw) as Record<K, string>,
    stringify: (params: Record<K, string>) =>
      Object.fromEntries(names.map((name) => [name, params[name]])) as Record<K, string>,
  };
}
