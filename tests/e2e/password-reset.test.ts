import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeCounts, overflowingRight, waitForPage } from "../support/a11y";
import { type LinkTokens, mailboxTokens } from "../support/account-mail";
import { closePages, launchChromium, PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES, WEB_DIST } from "../support/browser";
import { ApiClient } from "../support/client";
import { type Mailbox, mailServerSettings, startMailbox } from "../support/mailbox";
import { startTestSystem } from "../support/system";

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "screenshots/issue-28");
const OLD_PASSWORD = "secret-passphrase";
const NEW_PASSWORD = "a quieter harbour at dawn";
const SENT = { en: "Check your e-mail", tl: "Tingnan ang iyong e-mail" };
const USED = { en: "This link has already been used.", tl: "Nagamit na ang link na ito." };

/**
 * Issue 28: a reader who forgot the password follows "Forgot password?" from the login form, gets the mail
 * (a real SMTP server in the test), opens its link, chooses a new password and logs in with it, on a phone
 * and a desktop, in English and Tagalog. Both screens fit the window and pass axe; the old session ends and
 * the link cannot be used twice.
 */
describe("browser: forgotten password → mail → new password → log in", () => {
  let mailbox: Mailbox;
  let links: LinkTokens;
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  let browser: Browser;
  const pages: Page[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    mailbox = await startMailbox();
    links = mailboxTokens(mailbox);
    sys = await startTestSystem("embedded", "", {
      WEB_DIST_DIR: WEB_DIST,
      ...mailServerSettings(mailbox),
    });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await closePages(pages);
    await browser?.close();
    await sys?.stop();
    await mailbox?.stop();
  });

  const check = async (page: Page) => {
    await waitForPage(page);
    expect(await overflowingRight(page)).toEqual([]);
    const axe = await axeCounts(page);
    expect({ critical: axe.critical, serious: axe.serious }, JSON.stringify(axe.rules)).toEqual({
      critical: 0,
      serious: 0,
    });
  };

  for (const [width, lang] of PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES) {
    it(`${lang}, ${width} px`, { timeout: 180_000 }, async () => {
      const email = `forgot-${width}-${lang}-${Date.now()}@example.ph`;
      const laptop = new ApiClient(sys.url);
      // Signed up in the reader's language: the account's language preference, applied again once signed in.
      const acceptLanguage = lang === "tl" ? "fil-PH, en;q=0.5" : "en-US";
      const body = { email, password: OLD_PASSWORD };
      expect((await laptop.request("POST", "/api/register", body, { "accept-language": acceptLanguage })).status).toBe(
        201,
      );
      const context = await browser.newContext({
        viewport: { width, height: width > 500 ? 900 : 800 },
        locale: lang === "tl" ? "fil-PH" : "en-US",
      });
      await context.addInitScript((l) => localStorage.setItem("suri.locale", JSON.stringify(l)), lang);
      const page = await context.newPage();
      pages.push(page);

      await page.goto(`${sys.url}/auth?tab=login`);
      await page.getByTestId("forgot-password-link").click();
      await page.waitForURL(/\/forgot-password$/);
      await page.getByTestId("forgot-email").waitFor();
      await check(page);
      await page.screenshot({ path: path.join(SHOTS, `forgot-${width}-${lang}.png`), fullPage: true });
      await page.getByTestId("forgot-email").fill(email);
      await page.getByTestId("forgot-submit").click();
      await page.getByText(SENT[lang]).waitFor();
      await page.getByTestId("forgot-sent").waitFor();

      // The mail's link (absolute to the public origin), opened in this browser.
      const token = await links.latest("reset", email);
      const mail = mailbox.find({ to: email }).at(-1);
      expect(mail?.links).toContain(`https://suri.example/reset-password?token=${token}`);
      await page.goto(`${sys.url}/reset-password?token=${token}`);
      await page.getByTestId("reset-password").waitFor();
      await check(page);
      await page.screenshot({ path: path.join(SHOTS, `reset-${width}-${lang}.png`), fullPage: true });
      await page.getByTestId("reset-password").fill(NEW_PASSWORD);
      await page.getByTestId("reset-confirm-password").fill(NEW_PASSWORD);
      await page.getByTestId("reset-submit").click();

      await page.waitForURL(/\/auth\?tab=login/);
      expect((await laptop.get("/api/user")).status).toBe(401);
      await page.getByTestId("login-email").fill(email);
      await page.getByTestId("login-password").fill(NEW_PASSWORD);
      await page.getByTestId("login-submit").click();
      await page
        .getByTestId("dashboard-greeting")
        .waitFor({ timeout: 30_000 })
        .catch(async (e) => {
          await page.screenshot({ path: path.join(SHOTS, `failed-login-${width}-${lang}.png`), fullPage: true });
          throw new Error(`${e}\n${page.url()}\n${(await page.textContent("body"))?.slice(0, 1500)}`);
        });

      // The same link a second time: refused in the reader's language, nothing changed.
      await page.goto(`${sys.url}/reset-password?token=${token}`);
      await page.getByTestId("reset-password").fill(`${NEW_PASSWORD}!`);
      await page.getByTestId("reset-confirm-password").fill(`${NEW_PASSWORD}!`);
      await page.getByTestId("reset-submit").click();
      await page
        .getByTestId("reset-link-problem")
        .getByText(USED[lang])
        .waitFor()
        .catch(async (e) => {
          throw new Error(`${e}\n${page.url()}\n${(await page.textContent("main"))?.slice(0, 800)}`);
        });
      if (width === 375) {
        await page.screenshot({ path: path.join(SHOTS, `reset-used-${width}-${lang}.png`), fullPage: true });
      }
      expect((await new ApiClient(sys.url).post("/api/login", { email, password: NEW_PASSWORD })).status).toBe(200);
    });
  }
});
