import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeCounts, overflowingRight } from "../support/a11y";
import { launchChromium, WEB_DIST } from "../support/browser";
import { ApiClient } from "../support/client";
import { startTestProvider, type TestProvider } from "../support/oidc-provider";
import { freePort } from "../support/social-sign-in";
import { startTestSystem } from "../support/system";

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "screenshots/issue-28");
const PASSWORD = "secret-passphrase";
const UNVERIFIED = {
  en: "Your Google account's e-mail address is not verified",
  tl: "Hindi pa beripikado ang email ng iyong Google account",
};

/**
 * Issue 28: "Continue with Google" in Chromium against a real OpenID provider started here (its own sign-in
 * and consent pages, on another site than the app's). A new person clicks the button, signs in at the
 * provider and lands on the dashboard; a second sign-in from another browser finds the same account; a
 * password account whose address is confirmed is linked and keeps its password; an unverified Google
 * address comes back to the auth page with the reason in the reader's language. Phone and desktop widths.
 */
describe("browser: Continue with Google", () => {
  let provider: TestProvider;
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  let browser: Browser;
  let app = "";
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const port = await freePort();
    app = `http://127.0.0.1:${port}`;
    provider = await startTestProvider(app);
    sys = await startTestSystem("embedded", "", {
      WEB_DIST_DIR: WEB_DIST,
      PORT: String(port),
      PUBLIC_ORIGINS: app,
      NEWS_FEEDS: "http://127.0.0.1:9/feed",
      ...provider.env,
    });
    browser = await launchChromium();
  }, 90_000);
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await sys?.stop();
    await provider?.close();
  });

  async function newPage(width: number, lang: "en" | "tl" = "en"): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 800 } });
    contexts.push(context);
    await context.addInitScript((l) => localStorage.setItem("suri.locale", JSON.stringify(l)), lang);
    return context.newPage();
  }

  const person = (key: string, emailVerified = true, email = `${key}-${Date.now()}@gmail.test`) => {
    const account = { sub: `g-${key}-${Date.now()}`, email, emailVerified, name: `Maria ${key}` };
    provider.addAccount(account);
    return account;
  };

  /** From the auth page: the visible Google button, then the provider's sign-in and consent pages. */
  async function continueWithGoogle(page: Page, sub: string) {
    await page.goto(`${app}/auth`);
    const button = page.getByTestId("continue-with-google").filter({ visible: true });
    await button.click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator("input[name=login]").fill(sub);
    await page.locator("input[name=password]").fill("the provider's own password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
  }

  const userId = async (page: Page) => (await (await page.request.get(`${app}/api/user`)).json()).id as string;

  it("375 px: a new person signs up with Google and lands on the dashboard; the page fits and passes axe", async () => {
    const page = await newPage(375);
    await page.goto(`${app}/auth`);
    const button = page.getByTestId("continue-with-google").filter({ visible: true });
    // The forms render with the button already in place: it does not push them down when it appears.
    await page.getByTestId("signup-email").waitFor();
    expect(await button.isVisible()).toBe(true);
    expect(await button.textContent()).toContain("Continue with Google");
    expect(await overflowingRight(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, "google-button-375.png"), fullPage: true });
    const axe = await axeCounts(page);
    expect({ critical: axe.critical, serious: axe.serious }, JSON.stringify(axe.rules)).toEqual({
      critical: 0,
      serious: 0,
    });

    const maria = person("new");
    await continueWithGoogle(page, maria.sub);
    await page.getByTestId("dashboard-greeting").waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getByTestId("dashboard-greeting").textContent()).toContain("Maria");

    // Another browser (no provider session, no app session): the same person, the same account.
    const again = await newPage(1280);
    await continueWithGoogle(again, maria.sub);
    await again.getByTestId("dashboard-greeting").waitFor({ timeout: 20_000 });
    expect(await userId(again)).toBe(await userId(page));
  });

  it("1280 px: a password account with a confirmed address is linked, and its password still works", async () => {
    const email = `linked-${Date.now()}@gmail.test`;
    const client = new ApiClient(app);
    // Confirmed through the link of its mail, as a user does.
    const { id } = await client.register(email, PASSWORD);
    const owner = person("linked", true, email);

    const page = await newPage(1280);
    await continueWithGoogle(page, owner.sub);
    await page.getByTestId("dashboard-greeting").waitFor({ timeout: 20_000 });
    expect(await userId(page)).toBe(id);
    expect((await new ApiClient(app).post("/api/login", { email, password: PASSWORD })).status).toBe(200);
  });

  for (const [width, lang] of [
    [375, "tl"],
    [1280, "en"],
  ] as const) {
    it(`${lang}, ${width} px: an unverified Google address comes back to the login tab with the reason`, async () => {
      const page = await newPage(width, lang);
      const unverified = person(`unverified-${lang}`, false);
      await continueWithGoogle(page, unverified.sub);
      await page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.get("social") === "unverified");
      const problem = page.getByTestId("social-sign-in-problem").filter({ visible: true });
      await problem.waitFor();
      expect(await problem.textContent()).toContain(UNVERIFIED[lang]);
      expect((await page.request.get(`${app}/api/user`)).status()).toBe(401);
      expect(await overflowingRight(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `google-unverified-${lang}-${width}.png`), fullPage: true });
    });
  }
});
