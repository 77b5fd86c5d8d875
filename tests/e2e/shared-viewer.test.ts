import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { overflowingRight } from "../support/a11y";
import { PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES } from "../support/browser";
import { browserSystem } from "../support/browser-system";
import { startApp } from "../support/hydration";
import { buyDemoCredits, PASTED_KINDS, reportFromText } from "../support/report-kinds";
import { registerUser } from "../support/site";

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "screenshots/issue-20");
/** Steps only the report's owner can take: correcting what was read, getting the credit back. */
const OWNER_ONLY = {
  en: /What we read|Correct what we read|Set the property type|Correct the place|Report a problem|credit back/,
  tl: /nabasa namin|Piliin ang uri|Itama ang lugar|Iulat ang problema|maibabalik ang iyong credit/,
};

/**
 * Issue 20: a report whose verdict is withheld ("Comparison unreliable"), read through a share link by someone
 * without an account. Its reasons say what is wrong without sending the reader to "What we read"; the fix list
 * keeps the questions for the seller and says the person who shared it can correct the rest. The owner still
 * sees the way to correct it.
 */
describe("browser: a withheld verdict read through a share link", () => {
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed", DEMO_CHECKOUT: "true" } });
  const links: Record<string, string> = {};
  let ownerCookie: { name: string; value: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const user = await registerUser(env.sys.url, `sharer-${Date.now()}@example.ph`);
    ownerCookie = user.cookie;
    await buyDemoCredits(user.client);
    for (const kind of ["unreliable", "thin"] as const) {
      ids[kind] = await reportFromText(user.client, PASTED_KINDS[kind]);
      links[kind] = (await user.client.post(`/api/reports/${ids[kind]}/shares`)).body.path;
    }
  }, 120_000);

  for (const [width, lang] of PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES) {
    it(`${lang}, ${width} px: the reasons and next steps make sense to a reader without the owner's actions`, async () => {
      const context = await env.browser.newContext({ viewport: { width, height: width > 500 ? 900 : 800 } });
      await context.addInitScript((l) => localStorage.setItem("suri.locale", JSON.stringify(l)), lang);
      const page = await context.newPage();
      try {
        await page.goto(env.sys.url + links.unreliable);
        await startApp(page);
        const reasons = page.getByTestId("fairness-reasons");
        await reasons.waitFor({ timeout: 30_000 });
        expect(((await reasons.textContent()) ?? "").length).toBeGreaterThan(40);
        const banner = (await page.getByTestId("price-fairness").textContent()) ?? "";
        expect(banner).not.toMatch(OWNER_ONLY[lang]);
        await page.getByTestId("fix-list").first().waitFor();
        expect(await overflowingRight(page)).toEqual([]);
        await page.getByTestId("price-fairness").screenshot({
          path: path.join(SHOTS, `shared-unreliable-${width}-${lang}.png`),
        });

        // A place the listing leaves uncertain: the reader is told the owner can correct it.
        await page.goto(env.sys.url + links.thin);
        await startApp(page);
        await page.getByTestId("shared-by").waitFor({ timeout: 30_000 });
        // The owner chose no display name: the page names nobody, least of all their e-mail.
        const sharedBy = (await page.getByTestId("shared-by").textContent()) ?? "";
        expect(sharedBy.trim()).toBe(lang === "en" ? "Shared with you" : "Ibinahagi sa iyo");
        expect((await page.locator("body").textContent()) ?? "").not.toContain("sharer-");
        await page.getByTestId("fix-owner-corrects").first().waitFor();
        const main = (await page.locator("main").textContent()) ?? "";
        expect(main).not.toMatch(OWNER_ONLY[lang]);
      } finally {
        await context.close();
      }
    });
  }

  it("still shows the owner the way to correct the report", async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ ...ownerCookie, domain: new URL(env.sys.url).hostname, path: "/" }]);
    const page = await context.newPage();
    try {
      await page.goto(`${env.sys.url}/report/${ids.thin}`);
      await page.getByTestId("fix-list").first().waitFor({ timeout: 30_000 });
      expect(await page.getByText("Correct what we read").count()).toBeGreaterThan(0);
      expect(await page.getByTestId("fix-owner-corrects").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
