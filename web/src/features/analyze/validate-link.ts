import { GenerateReportRequestSchema } from "@suri/contracts";

/** Validates a listing link with the API's own schema; returns the trimmed link or the SPEC message. */
export function validatePropertyLink(raw: string): { ok: true; link: string } | { ok: false; message: string } {
  const result = GenerateReportRequestSchema.safeParse({ propertyLink: raw });
  if (result.success) return { ok: true, link: result.data.propertyLink };
  return { ok: false, message: result.error.issues[0]?.message ?? "Please enter a valid property URL" };
}
