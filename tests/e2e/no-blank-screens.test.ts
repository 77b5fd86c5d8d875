import { inLanguage } from "@suri/contracts";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { overflowingRight } from "../support/a11y";
import { PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES } from "../support/browser";
import { browserSystem } from "../support/browser-system";
import { buyDemoCredits, PASTED_KINDS, reportFromText } from "../support/report-kinds";
import { registerUser } from "../support/site";

type Lang = "en" | "tl";
const WORDS = {
  en: { sample: "Sample deal", shared: "Shared with you" },
  tl: { sample: "Halimbawang deal", shared: "Ibinahagi sa iyo" },
};

/**
 * Issue 28: the pages that were blank for seconds while their data loaded — a shared report opened by a
 * family member, /credits, the landing page's sample deal — arrive with their content in the first HTML:
 * readable with scripts off, and once the app starts it does not fetch that data again.
 */
describe("browser: no blank screens", () => {
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed", DEMO_CHECKOUT: "true" } });
  let cookie: { name: string; value: string };
  let sharedPath: string;
  const reportTitle = { en: "", tl: "" };
  let balance: string;

  beforeAll(async () => {
    const user = await registerUser(env.sys.url, `noblank-${Date.now()}@example.ph`);
    cookie = user.cookie;
    await buyDemoCredits(user.client);
    const id = await reportFromText(user.client, PASTED_KINDS.thin);
    sharedPath = (await user.client.post(`/api/reports/${id}/shares`)).body.path;
    const { reportData } = (await user.client.get(`/api/reports/${id}`)).body;
    for (const lang of ["en", "tl"] as const) reportTitle[lang] = inLanguage(reportData, lang).title;
    balance = String((await user.client.get("/api/credits")).body.credits);
  }, 120_000);

  const open = async (lang: Lang, width: number, opts: { signedIn?: boolean; scripts?: boolean } = {}) => {
    const context = await env.browser.newContext({
      viewport: { width, height: width > 500 ? 900 : 800 },
      javaScriptEnabled: opts.scripts ?? false,
    });
    const domain = new URL(env.sys.url).hostname;
    await context.addCookies([
      { name: "suri_locale", value: lang, domain, path: "/" },
      ...(opts.signedIn ? [{ ...cookie, domain, path: "/" }] : []),
    ]);
    await context.addInitScript((l) => localStorage.setItem("suri.locale", JSON.stringify(l)), lang);
    return context;
  };

  /** The page's first HTML as the server sent it, before any script could add to it. */
  const firstHtml = async (path: string, lang: Lang, signedIn = false) => {
    const cookies = [`suri_locale=${lang}`, ...(signedIn ? [`${cookie.name}=${cookie.value}`] : [])];
    return (await fetch(env.sys.url + path, { headers: { cookie: cookies.join("; ") } })).text();
  };

  const checkPage = async (page: Page, width: number) => {
    expect(await overflowingRight(page)).toEqual([]);
    // Scripts off: nothing is waiting for data (no spinner, no skeleton).
    expect(await page.locator("main .chakra-spinner, main [data-loading]").count()).toBe(0);
    await expect(page.locator("aside").isVisible()).resolves.toBe(width >= 768);
  };

  for (const [width, lang] of PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES) {
    it(`${lang}, ${width} px: the sample deal, a shared report and /credits are in the first HTML`, async () => {
      const visitor = await open(lang, width);
      const user = await open(lang, width, { signedIn: true });
      try {
        const landing = await visitor.newPage();
        await landing.goto(env.sys.url);
        const card = landing.getByTestId("sample-deal-card");
        expect(await card.textContent()).toContain(WORDS[lang].sample);
        expect(await landing.getByTestId("sample-deal-score").textContent()).toMatch(/^\d{1,3}\/100$/);
        await checkPage(landing, width);

        const shared = await visitor.newPage();
        await shared.goto(env.sys.url + sharedPath);
        expect(await shared.getByTestId("shared-by").textContent()).toContain(WORDS[lang].shared);
        expect(await shared.getByTestId("report-title").textContent()).toBe(reportTitle[lang]);
        await shared.getByTestId("price-fairness").waitFor({ state: "attached", timeout: 1_000 });
        await checkPage(shared, width);

        const credits = await user.newPage();
        await credits.goto(`${env.sys.url}/credits`);
        expect(await credits.getByTestId("credits-balance").textContent()).toBe(balance);
        expect(await credits.getByTestId("credit-history").locator("tbody tr").count()).toBeGreaterThan(0);
        await checkPage(credits, width);
      } finally {
        await visitor.close();
        await user.close();
      }
    });
  }

  it("sends the content in the first HTML, and the started app does not fetch it again", async () => {
    const landingHtml = await firstHtml("/", "en");
    expect(landingHtml).toMatch(/data-testid="sample-deal-score"[^>]*>\d{1,3}\/100</);
    // The landing page carries the sample deal's figures, not the whole demo report (~80 kB of JSON that
    // would triple the page's compressed size and hold back its first paint on a slow phone).
    const landingData = /<script type="application\/json" id="suri-state">([\s\S]*?)<\/script>/.exec(landingHtml)?.[1];
    expect(landingData).toContain("sample-deal");
    expect(landingData?.length).toBeLessThan(4096);
    expect(await firstHtml(sharedPath, "tl")).toContain("Ibinahagi sa iyo");
    expect(await firstHtml("/credits", "en", true)).toMatch(
      new RegExp(`data-testid="credits-balance"[^>]*>${balance}<`),
    );
    // A visitor's /credits is the packs and the questions, not a sign-in redirect or a blank shell.
    expect(await firstHtml("/credits", "en")).toContain('data-testid="pack-credit_5"');

    const context = await open("en", 375, { signedIn: true, scripts: true });
    try {
      for (const [path, api] of [
        ["/credits", /\/api\/credits/],
        [sharedPath, /\/api\/shared\//],
      ] as const) {
        const asked: string[] = [];
        const page = await context.newPage();
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(e.message));
        page.on("request", (r) => {
          if (api.test(r.url())) asked.push(r.url());
        });
        await page.goto(env.sys.url + path);
        // Starts the app (hydration) and waits until it is live.
        await page.mouse.move(10, 10);
        await page.waitForFunction(() => {
          const root = document.getElementById("root");
          return root && Object.keys(root.firstElementChild ?? {}).some((k) => k.startsWith("__react"));
        });
        await page.waitForLoadState("networkidle");
        expect({ path, asked, errors }).toEqual({ path, asked: [], errors: [] });
        await page.close();
      }
    } finally {
      await context.close();
    }
    const landing = await (await open("en", 1280, { scripts: true })).newPage();
    try {
      const asked: string[] = [];
      landing.on("request", (r) => {
        if (r.url().includes("/api/demo-report")) asked.push(r.url());
      });
      await landing.goto(env.sys.url);
      await landing.mouse.move(10, 10);
      await landing.getByTestId("cta-analyze").waitFor();
      await landing.waitForLoadState("networkidle");
      expect(asked).toEqual([]);
    } finally {
      await landing.context().close();
    }
  });
});
