import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { confirmAddress, systemLinks } from "./account-mail";
import { ApiClient } from "./client";

/** The built web app the gateway serves in browser tests. */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

/** The phone and desktop widths in both languages every screen is checked at: [width, language]. */
export const PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES = [
  [375, "en"],
  [375, "tl"],
  [1280, "en"],
  [1280, "tl"],
] as const;

/** Debian's Chromium (never a test tool's own download), headless, with no background traffic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/**
 * A visitor on the landing page pastes a link, is asked to sign up, and registers; signing up
 * resumes the pasted link, so the page then heads for the job's progress.
 */
export async function pasteLinkAndSignUp(page: Page, baseUrl: string, link: string, who: string): Promise<void> {
  await page.goto(baseUrl);
  await page.getByTestId("property-link-input").fill(link);
  await page.getByTestId("property-link-submit").click();
  const prompt = page.getByTestId("sign-up-required");
  await prompt.waitFor();
  await prompt.getByRole("link", { name: "Sign Up" }).click();
  await page.waitForURL(/\/auth/);
  const email = `${who}-${Date.now()}@example.ph`;
  await page.getByTestId("signup-email").fill(email);
  await page.getByTestId("signup-username").fill(who);
  await page.getByTestId("signup-password").fill("secret-passphrase");
  await page.getByTestId("signup-confirm-password").fill("secret-passphrase");
  await page.getByTestId("signup-submit").click();
  // The free report waits for a confirmed address: refused once, the link from the mail carries on with it.
  await page.locator('[data-testid="verify-banner"][role="alert"]').waitFor({ timeout: 15_000 });
  const token = await systemLinks(baseUrl)!.latest("verify", email);
  await page.goto(`${baseUrl}/verify-email?token=${token}`);
}

/**
 * A new page (of the given width, or with the given options), signed up as a new user on the dashboard,
 * with its page errors collected.
 */
export async function signedUpPage(
  browser: Browser,
  baseUrl: string,
  widthOrOptions: number | Parameters<Browser["newPage"]>[0],
  name: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage(
    typeof widthOrOptions === "number" ? { viewport: { width: widthOrOptions, height: 900 } } : widthOrOptions,
  );
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`${baseUrl}/auth`);
  const email = `${name}-${Date.now()}@example.ph`;
  await page.getByTestId("signup-email").fill(email);
  await page.getByTestId("signup-password").fill("secret-passphrase");
  await page.getByTestId("signup-confirm-password").fill("secret-passphrase");
  await page.getByTestId("signup-submit").click();
  await page.getByTestId("dashboard-greeting").waitFor({ timeout: 15_000 });
  await confirmedOnDashboard(page, baseUrl, email);
  return { page, errors };
}

/** Confirmed through the mailed link, as the free report needs; the dashboard is then shown afresh. */
export async function confirmedOnDashboard(page: Page, baseUrl: string, email: string) {
  await confirmAddress(new ApiClient(baseUrl), systemLinks(baseUrl), email);
  await page.reload();
  await page.getByTestId("dashboard-greeting").waitFor({ timeout: 15_000 });
}

/** A text pasted in the analyze dialog and read: "What we read" shown, nothing spent yet. Returns the form. */
export async function pasteAndRead(page: Page, text: string) {
  await page.getByTestId("open-analyze-dialog").first().click();
  await page.getByTestId("paste-text-tab").click();
  await page.getByTestId("paste-text-input").fill(text);
  await page.getByTestId("paste-text-read").click();
  const check = page.getByTestId("reading-check");
  await check.waitFor({ timeout: 15_000 });
  return check;
}

/** Closes each page's browser context; one already gone is no error. */
export async function closePages(pages: readonly Page[]): Promise<void> {
  for (const p of pages)
    await p
      .context()
      .close()
      .catch(() => undefined);
}
