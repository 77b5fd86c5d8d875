/**
 * The model path against a local fake of the chat-completions API (baseURL): a good answer is used,
 * an answer with an invented number, a malformed answer or a dead server keeps the deterministic text.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger } from "@suri/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { report } from "../../test/support/hand";
import { writeDeterministicNarrative } from "../narrative";
import { createModelWriter } from "./model-writer";

const base = report({
  priceCentavos: 4_200_000_00,
  floorAreaSqm: 30,
  propertyType: "condo",
  address: { city: "Quezon City" },
});
const r = { ...base, narrative: writeDeterministicNarrative(base) };
const log = createLogger({ level: "silent", pretty: false });

let answer: () => unknown = () => null;
const requests: { model: string; response_format: { type: string; json_schema: { strict: boolean } } }[] = [];
let server: Server;
let baseURL = "";

function completion(content: string) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 0,
    model: "fake",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content, refusal: null } }],
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      requests.push(JSON.parse(body));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const writer = () => createModelWriter({ apiKey: "test-key", baseURL, model: "fake-model", timeoutMs: 2_000 }, log);

describe("model narrative", () => {
  it("uses a schema-valid answer whose numbers are all in the report, asking with a strict JSON schema", async () => {
    const reworded = {
      en: { ...r.narrative.en, summary: `Quick read: ${r.narrative.en.summary}` },
      tl: r.narrative.tl,
    };
    answer = () => completion(JSON.stringify(reworded));
    const n = await writer()(r);
    expect(n).toMatchObject({ writer: "model", model: "fake-model" });
    expect(n.en.summary.startsWith("Quick read:")).toBe(true);
    expect(requests.at(-1)?.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: true } });
  });

  it("keeps the deterministic text when the model invents a number", async () => {
    answer = () =>
      completion(
        JSON.stringify({ en: { ...r.narrative.en, summary: "Prices will double to ₱8,400,001." }, tl: r.narrative.tl }),
      );
    const n = await writer()(r);
    expect(n.writer).toBe("deterministic");
    expect(n.fallbackReason).toMatch(/8400001/);
    expect(n.en).toEqual(r.narrative.en);
  });

  it("keeps it when the answer breaks the schema or the server is gone", async () => {
    answer = () => completion(JSON.stringify({ en: { summary: "only a summary" } }));
    expect((await writer()(r)).fallbackReason).toMatch(/schema/);
    const dead = createModelWriter({ apiKey: "k", baseURL: "http://127.0.0.1:9/v1", model: "m", timeoutMs: 500 }, log);
    expect((await dead(r)).writer).toBe("deterministic");
  });
});
