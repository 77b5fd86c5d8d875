import type { IncomingMessage } from "node:http";
import { text } from "node:stream/consumers";
import { CheerioCrawler } from "@crawlee/cheerio";
import { type CheerioAPI, load } from "cheerio";

type Parsed = Awaited<ReturnType<CheerioCrawler["_parseHTML"]>>;

/**
 * CheerioCrawler parses every page twice before the handler runs (htmlparser2's `parseDocument`
 * for `context.dom`, then `cheerio.load` for `context.$`). On the 700 kB listing pages of our
 * fixtures that was most of the fetcher's CPU, and the fetcher's handler needs no DOM: it hands
 * the HTML on. Here `context.$` parses the page (with htmlparser2) only when first used, and
 * `context.dom` is not provided. The crawler reads single pages and never follows links:
 * `enqueueLinks` is refused.
 */
export class LazyCheerioCrawler extends CheerioCrawler {
  protected override async _parseHTML(response: IncomingMessage, isXml: boolean): Promise<Parsed> {
    const body = await text(response);
    let loaded: CheerioAPI | undefined;
    const parse = () => {
      loaded ??= load(body, { xml: { xmlMode: isXml, decodeEntities: true } });
      return loaded;
    };
    const $ = new Proxy(function lazyCheerio() {}, {
      apply: (_target, thisArg, args) => Reflect.apply(parse(), thisArg, args),
      get: (_target, property) => Reflect.get(parse(), property),
      has: (_target, property) => Reflect.has(parse(), property),
    }) as unknown as Parsed["$"];
    const enqueueLinks = () =>
      Promise.reject(new Error("the page fetcher reads single pages, it does not enqueue links"));
    return { body, $, enqueueLinks } as unknown as Parsed;
  }
}
