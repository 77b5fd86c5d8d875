import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export interface AxeCounts {
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  /** rule id → impact, for the rules that failed. */
  rules: Record<string, string>;
}

/** axe-core against WCAG 2.1 A and AA on the page as it is now. */
export async function axeCounts(page: Page): Promise<AxeCounts> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const counts: AxeCounts = { critical: 0, serious: 0, moderate: 0, minor: 0, rules: {} };
  for (const v of result.violations) {
    const impact = (v.impact ?? "minor") as keyof Omit<AxeCounts, "rules">;
    counts[impact] += v.nodes.length;
    counts.rules[v.id] = `${impact} ×${v.nodes.length}: ${v.nodes
      .slice(0, 3)
      .map((n) => `${n.html.slice(0, 160)} — ${(n.failureSummary ?? "").split("\n").slice(1).join(" ").slice(0, 160)}`)
      .join(" | ")}`;
  }
  return counts;
}

/** Waits until the route has rendered its page: a top heading in the main area or in a dialog. */
export async function waitForPage(page: Page): Promise<void> {
  await page.locator("main h1, [role=dialog] h1, [role=dialog] h2").first().waitFor({ timeout: 30_000 });
  // Skeletons and spinners of the page's own queries go away once their data has arrived.
  await page.waitForFunction(
    () => document.querySelectorAll("main .chakra-spinner, main [data-loading]").length === 0,
    null,
    {
      timeout: 30_000,
    },
  );
}

/**
 * Controls and text that stick out past the right edge of the window (a phone reader would have to scroll
 * sideways, or could not reach them at all). Content inside a box that scrolls or clips on its own, and
 * itself fits (a wide table in a scroller), does not count.
 */
export function overflowingRight(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const fits = (el: Element) => el.getBoundingClientRect().right <= width + 1;
    return [...document.querySelectorAll("a, button, h1, h2, h3, p, label, input, select, textarea, [role='button']")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || fits(el)) return false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== "visible") return !fits(up);
        }
        return true;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
  });
}
