import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  html,
  type LocalSite,
  makeTestCertificates,
  redirect,
  startSite,
  type TlsFiles,
} from "../../test/support/local-sites";
import { createPageFetcher } from "./index";

let tls: TlsFiles;
let secure: LocalSite;
let plainVictim: LocalSite;

beforeAll(async () => {
  tls = makeTestCertificates();
  plainVictim = await startSite({ "/": html("<html><body>internal</body></html>") });
  secure = await startSite(
    {
      "/listing": html("<html><head><title>Listing</title></head><body><h1>A listing</h1></body></html>"),
      "/downgrade": redirect(`http://127.0.0.1:${plainVictim.port}/`),
    },
    tls,
  );
});

afterAll(async () => {
  await secure?.close();
  await plainVictim?.close();
});

describe("fetchPage over TLS", () => {
  it("verifies certificates: an untrusted one makes the site unreachable", async () => {
    const fetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${secure.port}`] });
    try {
      const result = await fetcher.fetchPage(`${secure.origin}/listing`);
      expect(result).toMatchObject({ ok: false, reason: "unreachable" });
      expect(!result.ok && result.message).toMatch(/certificate|TLS/i);
    } finally {
      await fetcher.close();
    }
  });

  it("reads the page once the certificate chains to a trusted CA", async () => {
    const fetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${secure.port}`], extraCaPem: tls.ca });
    try {
      expect(await fetcher.fetchPage(`${secure.origin}/listing`)).toMatchObject({ ok: true, status: 200 });
    } finally {
      await fetcher.close();
    }
  });

  it("refuses an https→http downgrade redirect to a private address", async () => {
    const fetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${secure.port}`], extraCaPem: tls.ca });
    try {
      expect(await fetcher.fetchPage(`${secure.origin}/downgrade`)).toMatchObject({
        ok: false,
        reason: "forbidden_address",
      });
      expect(plainVictim.connections()).toBe(0);
    } finally {
      await fetcher.close();
    }
  });
});
