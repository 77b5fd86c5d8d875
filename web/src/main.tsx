/**
 * The entry: small on purpose. A page rendered ahead — prerendered for a visitor at build time, or
 * rendered by the gateway with its data (the landing page's sample deal, a report, /credits) — is complete
 * HTML (text, figures, styles, links that work as plain links); the app starts (hydrates) on the reader's
 * first interaction, and not before: a reader who only reads needs no script, and a phone is spared the
 * app's start-up (seconds of main-thread work on a slow one) until they touch the page. Every other page
 * starts at once.
 *
 * Until the app is live, what the visitor does on a prerendered page is kept: text typed into a field is
 * handed to the app once it runs, and a click on a control (not a link) is held and clicked again.
 */
import { storedLocale } from "./i18n/stored-locale";
import { APP_CODE_TEMPLATE_ID } from "./state-element";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const rendered = container.dataset.prerendered;
const prerendered = rendered === "visitor" || rendered === "user" ? rendered : null;
// A page in another language than the reader's (rendered before the server knew it): start at once, so
// the page is shown in the reader's language as soon as possible.
const otherLanguage = (container.dataset.locale ?? "en") !== storedLocale();
// A page rendered ahead shows pesos only (the server knows no reader's second currency): a reader who
// chose one on this device gets the app at once, so the amounts beside the pesos are there without a touch.
const secondCurrencyChosen = (() => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem("suri.secondCurrency") ?? "null");
    return typeof stored === "string" && stored !== "";
  } catch {
    return false;
  }
})();

const engagement = ["pointerdown", "pointermove", "keydown", "focusin", "touchstart", "wheel", "scroll"] as const;

/** Resolves on the first interaction; until `live` is called, holds clicks and remembers typing. */
function holdUntilLive() {
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const clicks: HTMLElement[] = [];
  const submits: HTMLFormElement[] = [];
  let isLive = false;
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest("a[href]")) return; // a link works without the app
    const control = target.closest<HTMLElement>("button, [role='button'], input, label, summary");
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    clicks.push(control);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement && !event.submitter) submits.push(event.target);
  };
  window.addEventListener("input", onInput, true);
  window.addEventListener("click", onClick, true);
  window.addEventListener("submit", onSubmit, true);

  const engaged = new Promise<void>((resolve) => {
    const start = () => {
      for (const type of engagement) window.removeEventListener(type, start, { capture: true });
      resolve();
    };
    for (const type of engagement) window.addEventListener(type, start, { capture: true, passive: true });
    // Focus may already be inside the page (autofocus, a restored tab), which no event will announce.
    if (document.activeElement && document.activeElement !== document.body) start();
  });

  /**
   * Parts of the page hydrate in later passes than the root, and hydrating a field resets it to the
   * app's state: wait (a frame at a time, at most ~5 s) until every node involved carries React's
   * hydration marker, then one more task for that pass to commit.
   */
  // A node React rebuilt instead of hydrating is gone: nothing to wait for (its stand-in is found below).
  const hydrated = (node: Node) =>
    !node.isConnected || Object.keys(node).some((key) => key.startsWith("__reactProps$"));
  const current = <T extends HTMLElement>(node: T): T | null => {
    if (node.isConnected) return node;
    const testId = node.dataset.testid;
    return testId ? document.querySelector<T>(`[data-testid="${CSS.escape(testId)}"]`) : null;
  };
  const settle = async () => {
    const nodes: Node[] = [...typed.keys(), ...clicks, ...submits];
    for (let frame = 0; frame < 300 && !nodes.every(hydrated); frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  /** The app has hydrated: hand it what was typed, then the held clicks, in order. */
  const live = async () => {
    if (isLive) return;
    isLive = true;
    // Still holding while the page settles: a click now would reach a field not yet handed its text.
    await settle();
    window.removeEventListener("input", onInput, true);
    window.removeEventListener("click", onClick, true);
    window.removeEventListener("submit", onSubmit, true);
    for (const [held, value] of typed) {
      const field = current(held);
      if (!field) continue;
      // The field may show the text while the app's state is still empty, and React only reports an
      // edit when the value differs from the one it last saw: clear through the element (React sees
      // ""), write the text through the native setter (React does not see it), then announce the edit.
      field.value = "";
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    for (const control of clicks) current(control)?.click();
    for (const form of submits) if (form.isConnected) form.requestSubmit();
  };
  return { engaged, live };
}

/** Resolves once the page has painted its first content (at once where the browser does not tell). */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

/**
 * The app's code, listed inert in the page (server-render.tsx), is prefetched once the page has loaded and
 * painted and the main thread is idle: on a slow connection it then never competes with the page itself.
 */
async function prefetchAppCodeWhenIdle() {
  const template = document.getElementById(APP_CODE_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  if (document.readyState !== "complete")
    await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  await firstPaint();
  const prefetch = () => document.head.append(template.content);
  if ("requestIdleCallback" in window) requestIdleCallback(prefetch, { timeout: 3000 });
  else setTimeout(prefetch, 200);
}

if (prerendered) {
  void prefetchAppCodeWhenIdle();
  const hold = holdUntilLive();
  if (!otherLanguage && !secondCurrencyChosen) await hold.engaged;
  const { boot } = await import("./boot");
  await boot(container, prerendered, () => void hold.live());
} else {
  const { boot } = await import("./boot");
  await boot(container, null);
}
