import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { overflowingRight } from "../support/a11y";
import { PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES } from "../support/browser";
import { browserSystem } from "../support/browser-system";
import { buyDemoCredits } from "../support/report-kinds";
import { registerUser } from "../support/site";

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "screenshots/issue-28");
const TEXT = {
  en: { title: "That link is a search page", area: "164 sqm floor", analyze: "Analyze this listing" },
  tl: {
    title: "Pahina ng paghahanap ang link na iyon",
    area: "164 sqm na sahig",
    analyze: "Suriin ang listing na ito",
  },
};

/**
 * Issue 28: a link to a real portal's search page (Lamudi, 30 apartments) is refused as a list, and the page
 * shows its listings as a list to choose from — name, price, area, place and a link that starts a report of
 * that one — instead of a red "Error Generating Report" with bare links and a "Try Again" that cannot help.
 */
describe("browser: a refused search page shows its listings", () => {
  const env = browserSystem({ env: { DEMO_CHECKOUT: "true" } });
  let cookie: { name: string; value: string };
  let jobId: string;
  let user: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    user = await registerUser(env.sys.url, `lister-${Date.now()}@example.ph`);
    cookie = user.cookie;
    await buyDemoCredits(user.client);
    const started = await user.client.post("/api/generate-report", {
      propertyLink: env.listings.url("/lamudi/apartment/buy/"),
    });
    jobId = started.body.jobId;
    for (;;) {
      const job = (await user.client.get(`/api/report-jobs/${jobId}`)).body;
      if (job.status === "failed") {
        expect(job.errorCode).toBe("list_page");
        break;
      }
      if (job.status === "completed") throw new Error("a search page was made into a report");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);

  for (const [width, lang] of PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES) {
    it(`${lang}, ${width} px: a list of listings with price, area and place, no error and no Try Again`, async () => {
      // A signed-in page speaks the account's language.
      const prefs = { currency: null, language: lang, emailNotifications: true };
      expect((await user.client.request("PUT", "/api/user/preferences", prefs)).status).toBeLessThan(300);
      const context = await env.browser.newContext({ viewport: { width, height: width > 500 ? 900 : 800 } });
      await context.addCookies([{ ...cookie, domain: new URL(env.sys.url).hostname, path: "/" }]);
      await context.addInitScript((l) => localStorage.setItem("suri.locale", JSON.stringify(l)), lang);
      const page = await context.newPage();
      try {
        await page.goto(`${env.sys.url}/pending-report/${jobId}`);
        const refusal = page.getByTestId("list-page-refusal");
        await refusal.waitFor({ timeout: 30_000 });
        expect(await refusal.textContent()).toContain(TEXT[lang].title);
        await expect(page.getByTestId("job-error").count()).resolves.toBe(0);
        await expect(page.getByTestId("pending-try-again").count()).resolves.toBe(0);
        await expect(page.getByTestId("no-credit-used").isVisible()).resolves.toBe(true);

        const items = page.getByTestId("list-candidate");
        expect(await items.count()).toBe(20);
        const first = items.first();
        expect(await first.textContent()).toContain("Singian Poblacion, Makati CIty");
        expect(await first.getByTestId("candidate-price").textContent()).toBe("₱35,000,000");
        expect(await first.getByTestId("candidate-area").textContent()).toBe(TEXT[lang].area);
        expect(await first.getByTestId("candidate-place").textContent()).toBe("Makati, Metro Manila");
        // Each listing is told apart by what the user needs: no two rows read the same.
        const rows = await items.allTextContents();
        expect(new Set(rows).size).toBe(rows.length);
        expect(await overflowingRight(page)).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, `refused-search-page-${width}-${lang}.png`) });

        // Its link starts a report of that listing: the analyze page opens with the link filled in.
        const second = items.nth(1);
        await second.getByRole("link", { name: TEXT[lang].analyze }).click();
        await page.waitForURL(/\/analyze\?/);
        expect(await page.getByTestId("analyze-dialog-link-input").inputValue()).toBe(
          env.listings.url("/lamudi/apartment-for-sale-in-almanza-uno-las-pi-as-city-m-16825224320.html"),
        );
      } finally {
        await context.close();
      }
    });
  }
});
