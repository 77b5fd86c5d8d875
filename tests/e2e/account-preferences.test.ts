import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { axeCounts, overflowingRight, waitForPage } from "../support/a11y";
import { browserSystem } from "../support/browser-system";
import { ApiClient } from "../support/client";
import { registerUser } from "../support/site";

/**
 * Issue 28: the account's preferences follow the reader to another device (second currency, language), the
 * account page's "report ready" switch is kept by the server, and an unconfirmed address gets a quiet banner
 * with "Send the link again" that fits a phone and passes axe.
 */
describe("browser: account preferences and the unconfirmed-address banner", () => {
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed" } });
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  async function pageWith(cookie: { name: string; value: string }, width: number): Promise<Page> {
    const context = await env.browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    await context.addCookies([{ ...cookie, domain: new URL(env.sys.url).hostname, path: "/" }]);
    return context.newPage();
  }

  it("a currency and language chosen on one device are the account's on another", async () => {
    const email = `prefs-${Date.now()}@example.ph`;
    const { client, cookie } = await registerUser(env.sys.url, email);
    const desk = await pageWith(cookie, 1280);
    await desk.goto(`${env.sys.url}/account`);
    await waitForPage(desk);
    await desk.getByTestId("account-email-status").waitFor();
    await desk.getByTestId("second-currency").selectOption("AED");
    await desk.getByTestId("language-tl").click();
    await expect
      .poll(async () => (await client.get("/api/user")).body.preferences, { timeout: 15_000 })
      .toEqual({ currency: "AED", language: "tl", emailNotifications: true });

    // The "report ready" switch, off and kept.
    await desk.getByTestId("email-notifications").click();
    await expect
      .poll(async () => (await client.get("/api/user")).body.preferences.emailNotifications, { timeout: 15_000 })
      .toBe(false);

    // Another browser of the account, with nothing stored: the account's choices are applied.
    const phone = await pageWith(cookie, 1280);
    await phone.goto(`${env.sys.url}/account`);
    await waitForPage(phone);
    await expect.poll(() => phone.getByTestId("second-currency").inputValue(), { timeout: 15_000 }).toBe("AED");
    await expect.poll(() => phone.evaluate(() => document.documentElement.lang)).toBe("tl");
    expect(await phone.getByTestId("email-notifications").locator("input").isChecked()).toBe(false);
  });

  for (const width of [375, 1280]) {
    it(`an unconfirmed address: a banner with 'Send the link again' (${width} px)`, async () => {
      const email = `unconfirmed-${width}-${Date.now()}@example.ph`;
      const client = new ApiClient(env.sys.url);
      await client.register(email, "secret-passphrase", { confirm: false });
      const login = await fetch(`${env.sys.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: env.sys.url },
        body: JSON.stringify({ email, password: "secret-passphrase" }),
      });
      const [pair = ""] = (login.headers.getSetCookie()[0] ?? "").split(";");
      const at = pair.indexOf("=");
      const page = await pageWith({ name: pair.slice(0, at), value: pair.slice(at + 1) }, width);
      await page.goto(`${env.sys.url}/account`);
      await waitForPage(page);
      const banner = page.getByTestId("verify-banner");
      await banner.waitFor();
      expect(await banner.textContent()).toContain(email);
      expect(await overflowingRight(page)).toEqual([]);
      const axe = await axeCounts(page);
      expect({ critical: axe.critical, serious: axe.serious }, JSON.stringify(axe.rules)).toEqual({
        critical: 0,
        serious: 0,
      });
      await banner.getByTestId("resend-verification").click();
      await banner.getByText(`We sent a new link to ${email}.`).waitFor();
      await banner.getByTestId("resend-verification").click();
      await banner.getByText("You can ask again in").waitFor();
      expect(env.sys.links.count("verify", email)).toBe(2);
    });
  }
});
