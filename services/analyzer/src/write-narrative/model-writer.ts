/**
 * The narrative by a language model, when OPENAI_API_KEY is set: one chat completion with a strict
 * JSON schema (English and Tagalog texts), validated by zod, then held to the same rule as the
 * deterministic writer — every number it states must be in the report. Any failure (network,
 * timeout, refusal, bad JSON, a number not in the report) keeps the deterministic narrative and
 * records why.
 */
import { type Narrative, NarrativeTextSchema, type ReportData } from "@suri/contracts";
import type { Logger } from "@suri/kit";
import OpenAI from "openai";
import { z } from "zod";
import { unknownNumbers } from "../narrative";

export const ModelNarrativeSchema = z.strictObject({ en: NarrativeTextSchema, tl: NarrativeTextSchema });

export interface ModelWriterConfig {
  readonly apiKey: string;
  readonly baseURL?: string | undefined;
  readonly model: string;
  readonly timeoutMs: number;
}

const INSTRUCTIONS = [
  "You write the narrative of a Philippine property investment report for Filipinos working abroad (OFWs).",
  "Write plain, warm, factual prose: an English text and a Tagalog text (natural Tagalog; keep financial terms like gross yield, cash flow, Pag-IBIG in English).",
  "Use ONLY the facts in the report JSON. Every number you write must appear in it, formatted as in the draft: pesos as ₱12,345 (no decimals), percentages with one decimal.",
  "Never invent a number, a place, a project or a law. If a figure is missing (null), say it is not available.",
  "Keep each section to 2–4 sentences; the summary to at most 5 sentences. Mention that figures are estimates.",
  "The draft narrative states the same facts correctly; improve its wording, keep its numbers.",
].join("\n");

function facts(report: ReportData) {
  const { narrative, citations, ofwGuide, summary, ...rest } = report;
  return {
    ...rest,
    priceFairness: { ...rest.priceFairness, comps: undefined, compsShown: rest.priceFairness.comps?.length ?? 0 },
    draft: narrative ? { en: narrative.en, tl: narrative.tl } : undefined,
  };
}

function jsonSchema() {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(ModelNarrativeSchema) as Record<string, unknown>;
  return schema;
}

export type NarrativeWriter = (report: ReportData) => Promise<Narrative>;

export function createModelWriter(config: ModelWriterConfig, log: Logger): NarrativeWriter {
  const client = new OpenAI({
    apiKey: config.apiKey,
    ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  return async (report) => {
    const fallback = report.narrative;
    if (!fallback) throw new Error("the deterministic narrative must be written first");
    const keep = (reason: string): Narrative => {
      log.warn({ reason }, "model narrative not used; deterministic narrative kept");
      return { ...fallback, fallbackReason: reason };
    };
    try {
      const completion = await client.chat.completions.create({
        model: config.model,
        temperature: 0.3,
        messages: [
          { role: "system", content: INSTRUCTIONS },
          { role: "user", content: JSON.stringify(facts(report)) },
        ],
        response_format: {
          type: "json_schema",
          json_schema: { name: "report_narrative", strict: true, schema: jsonSchema() },
        },
      });
      const content = completion.choices[0]?.message.content;
      if (!content) return keep("the model returned no text");
      const parsed = ModelNarrativeSchema.safeParse(JSON.parse(content));
      if (!parsed.success) return keep("the model's answer did not match the narrative schema");
      const unknown = unknownNumbers(parsed.data, report);
      if (unknown.length > 0)
        return keep(`the model stated numbers not in the report: ${unknown.slice(0, 5).join(", ")}`);
      return { writer: "model", model: config.model, en: parsed.data.en, tl: parsed.data.tl };
    } catch (err) {
      return keep(err instanceof Error ? err.message : "the model call failed");
    }
  };
}
