import type { Page } from "playwright-core";

/**
 * Opens `url` (a page rendered ahead), moves the pointer to start the app, waits until React has hydrated
 * the page's heading, and answers whether that heading is the very node the HTML made (hydrated in place,
 * not rebuilt).
 */
export async function hydratedInPlace(page: Page, url: string): Promise<boolean> {
  await page.goto(url);
  await page.evaluate(() => {
    (window as unknown as { heading: Element | null }).heading = document.querySelector("h1");
  });
  await page.mouse.move(30, 30);
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("h1") ?? {}).some((k) => k.startsWith("__react")),
  );
  return page.evaluate(
    () => (window as unknown as { heading: Element | null }).heading === document.querySelector("h1"),
  );
}

/**
 * A page rendered ahead starts its app on the reader's first interaction: moves the pointer, then waits
 * until React holds the page, so that what the test does next (a screenshot's scroll, a click) does not
 * meet the page in the middle of hydrating.
 */
export async function startApp(page: Page): Promise<void> {
  await page.mouse.move(30, 30);
  await page.waitForFunction(() => {
    const first = document.querySelector("#root > *");
    return first !== null && Object.keys(first).some((k) => k.startsWith("__react"));
  });
}
