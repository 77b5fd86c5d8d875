import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadMailSettings } from "./config";
import { folderStore } from "./kept-mail";
import { escapeHtml } from "./render";
import { retryDelay } from "./sender";
import { keptTransport } from "./transport";

describe("mail settings", () => {
  it("refuses a production boot without SMTP_URL and PUBLIC_URL, naming both and showing no value", () => {
    expect(() => loadMailSettings({ SURI_ENV: "production" })).toThrow(/SMTP_URL: required[\s\S]*PUBLIC_URL: required/);
    const secret = "smtps://me:hunter2@smtp.example.com:465/extra";
    expect(() => loadMailSettings({ SMTP_URL: secret })).toThrow(/SMTP_URL: must be smtp:\/\/host:port/);
    expect(() => loadMailSettings({ SMTP_URL: secret })).not.toThrow(/hunter2/);
    const ok = loadMailSettings({
      SURI_ENV: "production",
      SMTP_URL: "smtps://me:pw@smtp.example.com:465",
      PUBLIC_URL: "https://suri.ph/",
    });
    expect(ok).toMatchObject({ production: true, publicUrl: "https://suri.ph" });
  });

  it("links to the first public origin, else localhost, when PUBLIC_URL is not set (development)", () => {
    expect(loadMailSettings({ PUBLIC_ORIGINS: "https://a.example, https://b.example" }).publicUrl).toBe(
      "https://a.example",
    );
    expect(loadMailSettings({}).publicUrl).toBe("http://localhost:3000");
    expect(loadMailSettings({}).smtpUrl).toBeUndefined();
  });

  it("waits twice as long after each failed delivery, up to the most", () => {
    expect([1, 2, 3, 4, 5, 40].map((n) => retryDelay(n, 1000, 6000))).toEqual([1000, 2000, 4000, 6000, 6000, 6000]);
  });

  it("escapes every character that could open markup or an attribute", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;",
    );
  });
});

describe("kept mail (no SMTP_URL)", () => {
  it("writes each mail whole (.eml) into the data folder and lists it newest first; a path is never read", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "suri-kept-"));
    try {
      const store = folderStore(dir);
      const transport = keptTransport(store, "Suri <no-reply@suri.example>");
      const mail = (n: number) => ({
        id: `0000000${n}-0000-4000-8000-000000000000`,
        to: `u${n}@mail.example`,
        subject: `Hello ${n}`,
        text: `Text ${n}`,
        html: `<p>Html ${n}</p>`,
      });
      await transport.send(mail(1), new Date("2026-11-27T10:00:00Z"));
      await transport.send(mail(2), new Date("2026-11-27T10:00:01Z"));
      const files = (await readdir(path.join(dir, "mail"))).sort();
      expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(2);
      const eml = await readFile(path.join(dir, "mail", files.find((f) => f.endsWith(".eml"))!), "utf8");
      expect(eml).toMatch(/^To: u1@mail\.example$/m);
      expect(eml).toMatch(/^Message-ID: <00000001-0000-4000-8000-000000000000@suri\.example>$/m);
      const list = await store.list(10);
      expect(list.map((m) => m.to)).toEqual(["u2@mail.example", "u1@mail.example"]);
      expect(await store.read(list[1]!.id)).toMatchObject({ subject: "Hello 1", html: "<p>Html 1</p>" });
      expect(await store.read("../../etc/passwd")).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
