/**
 * A vision model's reading of a listing screenshot, when OPENAI_API_KEY is set: one chat completion
 * with the image and a strict JSON schema. The model transcribes (price and areas as printed); our
 * own parsers turn the text into centavos and square metres, so a figure is never the model's
 * arithmetic. Any failure (network, timeout, refusal, bad JSON) returns null and OCR stands alone.
 */
import type { Listing, UploadContentType } from "@suri/contracts";
import type { Logger } from "@suri/kit";
import OpenAI from "openai";
import { z } from "zod";
import { ListingDraft } from "../extract/listing-draft";
import { normaliseCity, normaliseProvince, regionOfCity } from "../extract/places";
import { parseAreaSqm, parsePriceCentavos } from "../extract/quantities";

export interface VisionConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
  visionTimeoutMs: number;
}

const text = z.string().nullable();
const count = z.number().int().min(0).max(99).nullable();
export const VisionListingSchema = z.strictObject({
  isListing: z.boolean(),
  title: text,
  priceText: text,
  offerType: z.enum(["sale", "rent"]).nullable(),
  floorAreaText: text,
  lotAreaText: text,
  bedrooms: count,
  bathrooms: count,
  parkingSlots: count,
  propertyType: z.enum(["condo", "house_and_lot", "townhouse", "lot", "commercial"]).nullable(),
  status: z.enum(["ready_for_occupancy", "pre_selling"]).nullable(),
  developer: text,
  project: text,
  barangay: text,
  city: text,
  province: text,
  associationDuesText: text,
});

const INSTRUCTIONS = [
  "You read a screenshot or photo of a Philippine property listing and transcribe its facts.",
  "Copy figures exactly as printed, with their currency and unit (e.g. '₱6,500,000', '₱35k/mo', '52 sqm', '120 sq.m.').",
  "Use null for anything the image does not show. Never guess or compute a figure.",
  "isListing is false when the image is not a property listing.",
].join("\n");

/** The model's confidence: below a page's own labels, above prose guesses. */
const MODEL = 0.7;

function jsonSchema() {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(VisionListingSchema) as Record<string, unknown>;
  return schema;
}

export type VisionReader = (image: Uint8Array, contentType: UploadContentType) => Promise<Listing | null>;

export function createVisionReader(config: VisionConfig, log: Logger): VisionReader {
  const client = new OpenAI({
    apiKey: config.apiKey,
    ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    timeout: config.visionTimeoutMs,
    maxRetries: 0,
  });
  return async (image, contentType) => {
    try {
      const completion = await client.chat.completions.create({
        model: config.model,
        temperature: 0,
        messages: [
          { role: "system", content: INSTRUCTIONS },
          {
            role: "user",
            content: [
              { type: "text", text: "Transcribe this listing." },
              {
                type: "image_url",
                image_url: { url: `data:${contentType};base64,${Buffer.from(image).toString("base64")}` },
              },
            ],
          },
        ],
        response_format: { type: "json_schema", json_schema: { name: "listing", strict: true, schema: jsonSchema() } },
      });
      const content = completion.choices[0]?.message.content;
      const parsed = content ? VisionListingSchema.safeParse(JSON.parse(content)) : undefined;
      if (!parsed?.success) {
        log.warn("vision model answer not usable; OCR alone");
        return null;
      }
      return parsed.data.isListing ? toListing(parsed.data) : null;
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, "vision model failed; OCR alone");
      return null;
    }
  };
}

function toListing(seen: z.infer<typeof VisionListingSchema>): Listing {
  const draft = new ListingDraft("upload");
  const price = seen.priceText ? parsePriceCentavos(seen.priceText) : null;
  const monthly = !!seen.priceText && /\/\s*mo|month/i.test(seen.priceText);
  draft
    .set("title", seen.title, "model", MODEL)
    .set("priceCentavos", price, "model", MODEL)
    .set("offerType", seen.offerType ?? (monthly ? "rent" : undefined), "model", MODEL)
    .set("rentPeriod", monthly ? "month" : undefined, "model", MODEL)
    .set("floorAreaSqm", seen.floorAreaText ? parseAreaSqm(seen.floorAreaText, "sqm") : null, "model", MODEL)
    .set("lotAreaSqm", seen.lotAreaText ? parseAreaSqm(seen.lotAreaText, "sqm") : null, "model", MODEL)
    .set("bedrooms", seen.bedrooms, "model", MODEL)
    .set("bathrooms", seen.bathrooms, "model", MODEL)
    .set("parkingSlots", seen.parkingSlots, "model", MODEL)
    .set("propertyType", seen.propertyType, "model", MODEL)
    .set("status", seen.status, "model", MODEL)
    .set("developer", seen.developer, "model", MODEL)
    .set("project", seen.project, "model", MODEL);
  const dues = seen.associationDuesText ? parsePriceCentavos(seen.associationDuesText) : null;
  draft.set("associationDuesCentavos", dues, "model", MODEL);
  const city = normaliseCity(seen.city ?? undefined);
  draft.setAddress("city", city, "model", MODEL);
  draft.setAddress("barangay", seen.barangay ?? undefined, "model", MODEL);
  const province = normaliseProvince(seen.province ?? undefined);
  draft.setAddress("province", province, "model", MODEL);
  draft.setAddress("region", regionOfCity(city, province), "model", MODEL);
  return draft.build();
}
