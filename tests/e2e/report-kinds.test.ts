import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overflowingRight } from "../support/a11y";
import { browserSystem } from "../support/browser-system";
import { pdfText } from "../support/pdf-text";
import { buyDemoCredits, type ReportKind, reportsOfEveryKind } from "../support/report-kinds";
import { registerUser } from "../support/site";

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "screenshots/issue-20");
const langs = ["en", "tl"] as const;
const widths = [375, 1280] as const;
const NOT_RATED = { en: "Not enough data to rate", tl: "Kulang ang datos para makapagbigay ng rating" };
/**
 * What a reader must never see: the research notes' keys ("S60", "S21, S26"), file names ("peers.md"),
 * "[DERIVED]", source keys ("suri:…", "notes:…"), the specification, code repositories, internal ids.
 */
const INTERNAL =
  /\(S\d{1,2}\b|\bS\d{1,2}, S\d|\[DERIVED\]|\b[\w-]+\.md\b|\bsuri:|\bSPEC\b|\bnotes:\S|\blistings:\S|github\.com|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-|Areas outside Metro Manila/;

/**
 * Issue 20: every kind of report (a portal condo, a foreclosure with conditions, a price far under its market,
 * a lot, a listing with too little data to rate, an upload) read at 375 and 1280 px in English and Tagalog:
 * nothing is wider than the window, the report, card, popup, list and PDF show one and the same score, and no
 * page or PDF shows a research key, file name, specification reference, repository or internal id.
 */
describe("browser: reports of every kind, on a phone and a desktop, in both languages", () => {
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed", DEMO_CHECKOUT: "true" } });
  let ids: Record<ReportKind, string>;
  let cookie: { name: string; value: string };
  let client: Awaited<ReturnType<typeof registerUser>>["client"];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const user = await registerUser(env.sys.url, `walker20-${Date.now()}@example.ph`);
    cookie = user.cookie;
    client = user.client;
    await buyDemoCredits(client);
    ids = await reportsOfEveryKind(client, env.listings.url("/property/makati-2br-salcedo"));
    mkdirSync(SHOTS, { recursive: true });
  }, 240_000);
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  async function pageFor(width: number, lang: "en" | "tl"): Promise<Page> {
    // A signed-in page speaks the account's language: the walker's account is set to the one under test.
    const prefs = { currency: null, language: lang, emailNotifications: true };
    expect((await client.request("PUT", "/api/user/preferences", prefs)).status).toBeLessThan(300);
    const context = await env.browser.newContext({
      viewport: { width, height: width > 500 ? 900 : 800 },
      timezoneId: "Asia/Manila",
    });
    contexts.push(context);
    await context.addCookies([{ ...cookie, domain: new URL(env.sys.url).hostname, path: "/" }]);
    await context.addInitScript((l) => localStorage.setItem("suri.locale", JSON.stringify(l)), lang);
    return context.newPage();
  }

  /** Sections off screen skip rendering (content-visibility): render them all before measuring. */
  async function renderEverything(page: Page): Promise<void> {
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  }

  async function sideways(page: Page): Promise<string[]> {
    const widthsNow = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    const out = await overflowingRight(page);
    return widthsNow.scroll > widthsNow.client ? [`page is ${widthsNow.scroll} px wide`, ...out] : out;
  }

  const scoreOf = (page: Page, scope = "body") =>
    page.locator(`${scope} [data-testid=score-badge]`).first().getAttribute("data-score");

  for (const lang of langs) {
    for (const width of widths) {
      it(`${lang}, ${width} px: no report is wider than the window, every screen shows one score, none shows an internal id`, async () => {
        const page = await pageFor(width, lang);
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(String(e)));
        const failures: string[] = [];
        const scores: Record<string, string | null> = {};
        for (const [kind, id] of Object.entries(ids)) {
          await page.goto(`${env.sys.url}/report/${id}`);
          await page.getByTestId("score-card").waitFor({ timeout: 30_000 });
          await renderEverything(page);
          for (const o of await sideways(page)) failures.push(`${kind} report: ${o}`);
          await page.screenshot({ path: path.join(SHOTS, `report-${kind}-${width}-${lang}.png`), fullPage: true });

          // One score: the header badge and the score card agree, and so do card, popup, list and PDF.
          const headline = await scoreOf(page, "[data-testid=report-header]");
          const ring = (await page.getByTestId("investment-score").textContent())?.trim();
          scores[kind] = headline;
          expect(ring === "—" ? "none" : ring, `${kind}: score card`).toBe(headline);
          const texts = (await page.locator("main").textContent()) ?? "";
          if (headline === "none") expect(texts).toContain(NOT_RATED[lang]);
          const leak = texts.match(INTERNAL)?.[0];
          if (leak) failures.push(`${kind} report shows "${leak}"`);

          await page.goto(`${env.sys.url}/card-report/${id}`);
          await page.getByTestId("card-report-title").waitFor();
          expect(await scoreOf(page), `${kind}: card report`).toBe(headline);
          for (const o of await sideways(page)) failures.push(`${kind} card: ${o}`);

          await page.goto(`${env.sys.url}/popup-report/${id}`);
          await page.getByTestId("popup-report").getByTestId("score-badge").waitFor();
          expect(await scoreOf(page, "[data-testid=popup-report]"), `${kind}: popup`).toBe(headline);
          for (const o of await sideways(page)) failures.push(`${kind} popup: ${o}`);
          if (kind === "foreclosure") {
            await page.screenshot({ path: path.join(SHOTS, `popup-${kind}-${width}-${lang}.png`) });
          }

          const pdf = await page.request.get(`${env.sys.url}/api/reports/${id}/pdf?lang=${lang}`);
          expect(pdf.status()).toBe(200);
          const text = (await pdfText(await pdf.body())).replace(/\s+/g, " ");
          // Dates and the score's factors in the reader's language (issue 20, item 7).
          const generatedAt = (await client.get(`/api/reports/${id}`)).body.generatedAt as string;
          const day = new Intl.DateTimeFormat(lang === "tl" ? "fil-PH" : "en-US", {
            month: "short",
            day: "numeric",
            year: "numeric",
            timeZone: "Asia/Manila",
          }).format(new Date(generatedAt));
          expect(text, `${kind}: PDF date`).toContain(day);
          if (lang === "tl") expect(text).toContain("Pagtasa ng Presyo");
          else expect(text).toContain("Price Valuation");
          const pdfLeak = text.match(INTERNAL)?.[0];
          if (pdfLeak) failures.push(`${kind} PDF (${lang}) shows "${pdfLeak}"`);
          if (headline === "none") expect(text, `${kind}: PDF`).toContain(NOT_RATED[lang]);
          else expect(text, `${kind}: PDF`).toContain(`${headline}/100`);
        }

        await page.goto(`${env.sys.url}/reports`);
        await page.getByTestId("report-card").first().waitFor();
        await renderEverything(page);
        for (const [kind, id] of Object.entries(ids)) {
          const card = `[data-testid=report-card][data-report-id="${id}"]`;
          expect(await scoreOf(page, card), `${kind}: My Reports`).toBe(scores[kind]);
        }
        for (const o of await sideways(page)) failures.push(`my reports: ${o}`);
        await page.screenshot({ path: path.join(SHOTS, `my-reports-${width}-${lang}.png`), fullPage: true });

        // The kinds differ where they should: a pending case caps at Poor, a listing without data is not rated.
        expect(Number(scores.foreclosure)).toBeLessThanOrEqual(39);
        expect(scores.thin).toBe("none");
        expect(failures).toEqual([]);
        expect(errors).toEqual([]);
      }, 300_000);
    }
  }

  it("375 px: the Buy Credits button sits beside the menu toggle, never over it", async () => {
    for (const lang of langs) {
      const page = await pageFor(375, lang);
      await page.goto(`${env.sys.url}/report/${ids.condo}`);
      await page.getByTestId("score-card").waitFor();
      // The button comes with the signed-in user, a moment after the page (and hydration may re-mount the bar).
      const boxes = async () => ({
        buy: await page.getByTestId("buy-credits-floating").boundingBox(),
        menu: await page.getByTestId("nav-menu-button").boundingBox(),
      });
      await expect.poll(async () => Object.values(await boxes()).every((b) => b !== null)).toBe(true);
      const { buy, menu } = await boxes();
      if (!buy || !menu) throw new Error("the top bar's buttons are missing");
      expect(buy.x + buy.width, lang).toBeLessThanOrEqual(menu.x);
      expect(buy.x).toBeGreaterThanOrEqual(0);
      await page.screenshot({ path: path.join(SHOTS, `top-bar-375-${lang}.png`) });
    }
  });

  it("a toast from one page is gone once the reader moves to another", async () => {
    const page = await pageFor(1280, "en");
    await page.goto(`${env.sys.url}/report/${ids.condo}`);
    await page.getByTestId("score-card").waitFor();
    // Copying a share link toasts ("Link copied!", or the failure toast where the clipboard is closed).
    await page.getByTestId("share-open").click();
    await page.getByTestId("share-create").click();
    await page.getByTestId("share-copy").click();
    const toast = page.locator("[data-scope=toast][data-part=root]");
    await toast.first().waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("share-dialog").waitFor({ state: "detached" });
    await page.getByRole("link", { name: "My Reports" }).first().click();
    await page.waitForURL(/\/reports$/);
    await page.waitForFunction(() => document.querySelectorAll("[data-scope=toast][data-part=root]").length === 0);
    expect(await toast.count()).toBe(0);
  });

  it("shares a report with family: a fresh browser opens it without an account, until it is revoked", async () => {
    const owner = await pageFor(1280, "en");
    await owner.goto(`${env.sys.url}/report/${ids.foreclosure}`);
    await owner.getByTestId("score-card").waitFor();
    const ownerScore = await scoreOf(owner, "[data-testid=report-header]");
    await owner.getByTestId("share-open").click();
    await owner.getByTestId("share-create").click();
    const url = await owner.getByTestId("share-link-url").inputValue();
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);

    for (const lang of langs) {
      // A fresh browser: no cookie, no account.
      const context = await env.browser.newContext({ viewport: { width: 375, height: 800 } });
      contexts.push(context);
      // A reader who chose a language has it kept in the browser and mirrored in a cookie for the server.
      await context.addInitScript((l) => localStorage.setItem("suri.locale", JSON.stringify(l)), lang);
      await context.addCookies([{ name: "suri_locale", value: lang, domain: new URL(url).hostname, path: "/" }]);
      const family = await context.newPage();
      await family.goto(url);
      const sharedBy = family.getByTestId("shared-by");
      await sharedBy.waitFor({ timeout: 30_000 });
      // The owner signed up without a username: their e-mail's local part is never shown, only that it was shared.
      expect((await sharedBy.textContent())?.trim()).toBe(lang === "en" ? "Shared with you" : "Ibinahagi sa iyo");
      expect(await scoreOf(family, "main")).toBe(ownerScore);
      await renderEverything(family);
      expect(await sideways(family)).toEqual([]);
      const text = (await family.locator("main").textContent()) ?? "";
      expect(text).not.toMatch(/walker20|@example\.ph|Report a problem|Correct what we read/);
      await family.screenshot({ path: path.join(SHOTS, `shared-report-375-${lang}.png`), fullPage: true });
      const pdfHref = (await family.getByTestId("download-pdf").getAttribute("href")) ?? "";
      const pdf = await family.request.get(env.sys.url + pdfHref);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    }

    const wide = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    contexts.push(wide.context());
    await wide.goto(url);
    await wide.getByTestId("shared-by").waitFor({ timeout: 30_000 });
    await renderEverything(wide);
    expect(await sideways(wide)).toEqual([]);
    await wide.screenshot({ path: path.join(SHOTS, "shared-report-1280-en.png"), fullPage: true });

    // The owner sees the link and revokes it; the family's page then says it no longer works.
    const row = owner.locator("[data-testid=share-link-row][data-state=active]").first();
    await row.getByRole("button", { name: "Revoke" }).click();
    await owner.locator("[data-testid=share-link-row][data-state=revoked]").first().waitFor();
    await owner.screenshot({ path: path.join(SHOTS, "share-dialog-1280-en.png") });
    const fresh = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    contexts.push(fresh.context());
    await fresh.goto(url);
    await fresh.getByTestId("shared-gone").waitFor({ timeout: 30_000 });
    await fresh.screenshot({ path: path.join(SHOTS, "shared-revoked-1280-en.png") });
  }, 180_000);

  it("shows pesos first, and the reader's own currency beside them at a cited rate", async () => {
    const page = await pageFor(1280, "en");
    await page.goto(`${env.sys.url}/pricing`);
    expect(await page.getByTestId("pack-price-credit_5").textContent()).toBe("₱250");
    expect(await page.getByTestId("pack-usd-credit_5").textContent()).toBe("Charged as $4.50 by card");
    expect(await page.getByTestId("second-amount").count()).toBe(0);
    await page.getByTestId("second-currency").selectOption("AED");
    await page.getByTestId("rate-note").waitFor();
    expect(await page.getByTestId("rate-note").textContent()).toMatch(
      /1 AED = ₱15\.\d\d at the reference rate of (18 Sept? 2025|Sep 18, 2025) \(International Monetary Fund\)/,
    );
    await page.screenshot({ path: path.join(SHOTS, "pricing-aed-1280-en.png"), fullPage: true });

    // The choice is remembered: the report shows the price in pesos and, beside it, in dirhams.
    await page.goto(`${env.sys.url}/report/${ids.condo}`);
    const price = page.getByTestId("fin-price");
    await price.waitFor();
    expect(await price.textContent()).toMatch(/^₱[\d,]+$/);
    const beside = page.getByTestId("second-amount").first();
    await beside.waitFor();
    expect(await beside.textContent()).toMatch(/^≈ AED [\d,]+$/);
    const phone = await pageFor(375, "tl");
    // Chosen on another device: kept on the account, so the phone shows it too.
    const prefs = { currency: "SAR", language: "tl", emailNotifications: true };
    expect((await client.request("PUT", "/api/user/preferences", prefs)).status).toBeLessThan(300);
    await phone.goto(`${env.sys.url}/pricing`);
    await phone.getByTestId("pack-price-credit_1").waitFor();
    // The page was rendered ahead, in pesos only; the app starts on the reader's first touch and then
    // shows the account's currency (and keeps it on this device, so the next page starts with it).
    await phone.mouse.move(20, 20);
    await phone.getByTestId("rate-note").waitFor();
    await phone.screenshot({ path: path.join(SHOTS, "pricing-sar-375-tl.png"), fullPage: true });
    await phone.goto(`${env.sys.url}/report/${ids.condo}`);
    await phone.getByTestId("score-card").waitFor();
    await phone.getByTestId("second-amount").first().waitFor();
    await renderEverything(phone);
    expect(await sideways(phone)).toEqual([]);
    await phone.getByTestId("fin-price").scrollIntoViewIfNeeded();
    await phone.screenshot({ path: path.join(SHOTS, "report-sar-375-tl.png") });
  });

  it("a failed job says no credit was used, and none was", async () => {
    const before = (await client.get("/api/credits")).body;
    const started = await client.post("/api/generate-report", { propertyLink: env.listings.url("/blocked") });
    expect(started.status).toBe(202);
    for (const [lang, width] of [...langs.map((l) => [l, 375] as const), ["en", 1280] as const]) {
      const page = await pageFor(width, lang);
      await page.goto(`${env.sys.url}/pending-report/${started.body.jobId}`);
      const note = page.getByTestId("no-credit-used");
      await note.waitFor({ timeout: 30_000 });
      expect(await note.textContent()).toBe(lang === "en" ? "No credit was used." : "Walang nagamit na credit.");
      expect(await sideways(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `failed-job-${width}-${lang}.png`), fullPage: true });
    }
    expect((await client.get("/api/credits")).body).toMatchObject({ credits: before.credits, reserved: 0 });
  });

  it("compares reports side by side, and sorts, filters, searches, renames and deletes them (last: it deletes)", async () => {
    const scoresById: Record<string, string> = {};
    for (const id of Object.values(ids)) {
      const score = (await client.get(`/api/reports/${id}`)).body.reportData.investmentScore.score;
      scoresById[id] = score === null ? "none" : String(score);
    }
    for (const width of widths) {
      const page = await pageFor(width, "en");
      await page.goto(`${env.sys.url}/reports`);
      const cards = page.locator("[data-testid=report-card]");
      await cards.first().waitFor();
      expect(await cards.count()).toBe(Object.keys(ids).length);

      await page.getByTestId("reports-search").fill("santa rosa");
      await expect.poll(() => cards.count()).toBe(1);
      expect(await cards.first().getAttribute("data-report-id")).toBe(ids.lot);
      await page.getByTestId("reports-search").fill("");
      await page.getByTestId("reports-filter-verdict").selectOption("withheld");
      const withheld = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-report-id")));
      expect(withheld).toContain(ids.unreliable);
      expect(withheld).not.toContain(ids.condo);
      await page.getByTestId("reports-filter-verdict").selectOption("");
      await page.getByTestId("reports-sort").selectOption("score");
      const scores = await page
        .locator("[data-testid=report-card] [data-testid=score-badge]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-score")));
      const rated = scores.filter((s) => s !== "none").map(Number);
      expect(rated).toEqual([...rated].sort((a, b) => b - a));
      expect(scores.slice(rated.length).every((s) => s === "none")).toBe(true);
      await renderEverything(page);
      expect(await sideways(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `my-reports-manage-${width}-en.png`), fullPage: true });

      // Two picked reports, side by side, with the same score as everywhere else.
      for (const id of [ids.condo, ids.upload]) {
        await page.locator(`[data-report-id="${id}"] [data-testid=compare-toggle]`).click();
      }
      await page.getByTestId("reports-compare").click();
      await page.waitForURL(/\/compare\?ids=/);
      const columns = page.getByTestId("compare-column");
      await columns.first().waitFor();
      expect(await columns.count()).toBe(2);
      const compared = await page
        .locator("[data-testid=compare-score] [data-testid=score-badge]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-score")));
      expect(compared.sort()).toEqual([scoresById[ids.condo], scoresById[ids.upload]].sort());
      expect(await sideways(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `compare-${width}-en.png`), fullPage: true });
    }

    // Rename, then delete, on a phone.
    const page = await pageFor(375, "en");
    await page.goto(`${env.sys.url}/reports`);
    const lot = page.locator(`[data-report-id="${ids.lot}"]`);
    await lot.getByTestId("report-rename").click();
    await page.getByTestId("rename-input").fill("Lot for Tatay's retirement");
    await page.getByTestId("rename-dialog").getByRole("button", { name: "Save" }).click();
    await expect.poll(async () => (await lot.textContent()) ?? "").toContain("Lot for Tatay's retirement");
    const thin = page.locator(`[data-report-id="${ids.thin}"]`);
    await thin.getByTestId("report-delete").click();
    await page.getByTestId("delete-confirm").click();
    await thin.waitFor({ state: "detached" });
    expect((await client.get(`/api/reports/${ids.thin}`)).status).toBe(404);
  }, 240_000);
});
