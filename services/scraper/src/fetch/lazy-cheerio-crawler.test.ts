import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { Configuration } from "@crawlee/cheerio";
import { describe, expect, it } from "vitest";
import { LazyCheerioCrawler } from "./lazy-cheerio-crawler";

class Probe extends LazyCheerioCrawler {
  parse(html: string) {
    return this._parseHTML(Readable.from([Buffer.from(html)]) as unknown as IncomingMessage, false);
  }
}

describe("LazyCheerioCrawler", () => {
  const crawler = new Probe({ requestHandler: () => {} }, new Configuration({ persistStorage: false }));

  it("hands over the body and a working cheerio `$` that parses on first use", async () => {
    const parsed = await crawler.parse(
      "<html><head><title>Unit 1204</title></head><body><p class=p>₱1</p></body></html>",
    );
    expect(parsed.body).toContain("Unit 1204");
    expect(parsed.$("title").text()).toBe("Unit 1204");
    expect(parsed.$(".p").length).toBe(1);
    expect(parsed.$.root().find("p").text()).toBe("₱1");
  });

  it("refuses to enqueue links", async () => {
    const parsed = await crawler.parse("<a href='/x'>x</a>");
    await expect(parsed.enqueueLinks()).rejects.toThrow(/does not enqueue links/);
  });
});
