import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeCounts, overflowingRight, waitForPage } from "../support/a11y";
import { closePages, PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES } from "../support/browser";
import { browserSystem } from "../support/browser-system";
import { generateReport, registerUser } from "../support/site";

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "screenshots/issue-20");
const PASSWORD = "secret-passphrase";
const DONE = { en: "Your account has been deleted", tl: "Nabura na ang iyong account" };
const WRONG = { en: "That password is not correct.", tl: "Hindi tama ang password na iyan." };

/**
 * Issue 20: a signed-in reader deletes their own account from the Account page, on a phone and a desktop, in
 * English and Tagalog. The page fits the window and passes axe; a wrong password is refused on the field;
 * the right one signs the reader out, says the account is gone, and the old session and share link stop
 * working. The privacy notice links to the page.
 */
describe("browser: deleting one's account", () => {
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed" } });
  const pages: Page[] = [];
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  afterAll(async () => {
    await closePages(pages);
  });

  async function signedInPage(width: number, lang: "en" | "tl", who: string) {
    const email = `${who}-${width}-${lang}-${Date.now()}@example.ph`;
    const { client, cookie } = await registerUser(env.sys.url, email);
    // A signed-in page speaks the account's language.
    const prefs = { currency: null, language: lang, emailNotifications: true };
    expect((await client.request("PUT", "/api/user/preferences", prefs)).status).toBeLessThan(300);
    const context = await env.browser.newContext({ viewport: { width, height: width > 500 ? 900 : 800 } });
    await context.addCookies([{ ...cookie, domain: new URL(env.sys.url).hostname, path: "/" }]);
    await context.addInitScript((l) => localStorage.setItem("suri.locale", JSON.stringify(l)), lang);
    const page = await context.newPage();
    pages.push(page);
    return { page, client, cookie, email };
  }

  for (const [width, lang] of PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES) {
    it(`${lang}, ${width} px: deletes the account with the password, and nothing of it works afterwards`, async () => {
      const { page, client, cookie } = await signedInPage(width, lang, "leaver");
      const reportId = await generateReport(client, env.listings.url("/property/makati-2br-leaver"));
      const { token } = (await client.post(`/api/reports/${reportId}/shares`)).body;

      await page.goto(`${env.sys.url}/account`);
      await waitForPage(page);
      await page.getByTestId("delete-account").waitFor();
      expect(await overflowingRight(page)).toEqual([]);
      const axe = await axeCounts(page);
      expect({ critical: axe.critical, serious: axe.serious }, JSON.stringify(axe.rules)).toEqual({
        critical: 0,
        serious: 0,
      });
      await page.screenshot({ path: path.join(SHOTS, `account-${width}-${lang}.png`), fullPage: true });

      await page.getByTestId("delete-account-password").fill("not my password");
      await page.getByTestId("delete-account-confirm").click();
      await page.getByText(WRONG[lang]).waitFor();
      if (width === 375) {
        await page.screenshot({
          path: path.join(SHOTS, `account-wrong-password-${width}-${lang}.png`),
          fullPage: true,
        });
      }

      await page.getByTestId("delete-account-password").fill(PASSWORD);
      await page.getByTestId("delete-account-confirm").click();
      await page.waitForURL(`${env.sys.url}/`);
      await page.getByText(DONE[lang]).first().waitFor();
      await page.screenshot({ path: path.join(SHOTS, `account-deleted-${width}-${lang}.png`), animations: "disabled" });

      const old = await fetch(`${env.sys.url}/api/user`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
      expect(old.status).toBe(401);
      await page.goto(`${env.sys.url}/reports`);
      await page.waitForURL(/\/auth/);
      // The share link stops as soon as the analyzer has removed the reports.
      for (let i = 0; ; i++) {
        const shared = await fetch(`${env.sys.url}/api/shared/${token}`);
        if (shared.status === 404) break;
        if (i > 200) throw new Error(`share link still answers ${shared.status}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
  }

  it("links the privacy notice's deletion section to the Account page", async () => {
    const { page } = await signedInPage(375, "en", "reader");
    await page.goto(`${env.sys.url}/privacy`);
    await page.getByTestId("privacy").waitFor();
    await page.getByRole("link", { name: "your Account page" }).click();
    await page.waitForURL(`${env.sys.url}/account`);
    await page.getByTestId("delete-account").waitFor();
  });
});
