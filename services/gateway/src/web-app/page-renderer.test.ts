import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { testLogger } from "@suri/testkit";
import { afterEach, describe, expect, it } from "vitest";
import { PageRenderer } from "./page-renderer";

/**
 * The renderer only ever speeds up a page: whatever goes wrong in the worker, the answer is null (the
 * caller serves the shell), quickly, and the next page gets a fresh worker.
 */
const dir = mkdtempSync(path.join(tmpdir(), "suri-renderer-"));
const shell = path.join(dir, "index.html");
writeFileSync(shell, '<div id="root"></div>');
/** A stand-in bundle: what it does with a page depends on the page's path. */
const bundle = path.join(dir, "render.mjs");
writeFileSync(
  bundle,
  `import { parentPort, workerData } from "node:worker_threads";
let renders = 0;
parentPort.on("message", ({ id, data }) => {
  renders++;
  if (data.path === "/crash") process.exit(3);
  if (data.path === "/hang") return;
  if (data.path === "/fail") return parentPort.postMessage({ id, error: "no such page" });
  parentPort.postMessage({ id, html: workerData.shell + " " + data.path + " render " + renders });
});
`,
);
const log = testLogger();
const user = { id: "u1" };

describe("PageRenderer", () => {
  let renderer: PageRenderer;
  afterEach(() => renderer?.close());

  it("answers the worker's page, and null for a page the worker could not render", async () => {
    renderer = new PageRenderer({ bundle, shell, timeoutMs: 10_000, maxPending: 4 }, log);
    expect(await renderer.render({ path: "/ok", user })).toBe(`${shell} /ok render 1`);
    expect(await renderer.render({ path: "/fail", user })).toBeNull();
  });

  it("answers null once the time is up, and does not wait for the worker", async () => {
    renderer = new PageRenderer({ bundle, shell, timeoutMs: 200, maxPending: 4 }, log);
    expect(await renderer.render({ path: "/hang", user })).toBeNull();
  });

  it("answers null for every page in flight when the worker dies, then starts a new one", async () => {
    renderer = new PageRenderer({ bundle, shell, timeoutMs: 10_000, maxPending: 4 }, log);
    const [hung, crashed] = await Promise.all([
      renderer.render({ path: "/hang", user }),
      renderer.render({ path: "/crash", user }),
    ]);
    expect([hung, crashed]).toEqual([null, null]);
    // A new worker: its count of renders starts again.
    expect(await renderer.render({ path: "/ok", user })).toBe(`${shell} /ok render 1`);
  });

  it("refuses at once past the pending limit", async () => {
    renderer = new PageRenderer({ bundle, shell, timeoutMs: 10_000, maxPending: 1 }, log);
    const first = renderer.render({ path: "/hang", user });
    expect(await renderer.render({ path: "/ok", user })).toBeNull();
    await renderer.close();
    expect(await first).toBeNull();
  });

  it("serves a page again from its cache only for exactly the same data", async () => {
    renderer = new PageRenderer({ bundle, shell, timeoutMs: 10_000, maxPending: 4, cacheEntries: 2 }, log);
    expect(await renderer.render({ path: "/ok", user })).toMatch(/render 1$/);
    expect(await renderer.render({ path: "/ok", user })).toMatch(/render 1$/);
    // Another user, or the same user with another balance: rendered anew.
    expect(await renderer.render({ path: "/ok", user: { id: "u2" } })).toMatch(/render 2$/);
    expect(await renderer.render({ path: "/ok", user: { id: "u1", credits: 3 } })).toMatch(/render 3$/);
    // Two entries kept: the first one has gone.
    expect(await renderer.render({ path: "/ok", user })).toMatch(/render 4$/);
  });

  it("answers null when there is no bundle to start", async () => {
    renderer = new PageRenderer(
      { bundle: path.join(dir, "missing.mjs"), shell, timeoutMs: 10_000, maxPending: 4 },
      log,
    );
    expect(PageRenderer.available(path.join(dir, "missing.mjs"), shell)).toBe(false);
    expect(await renderer.render({ path: "/ok", user })).toBeNull();
  });
});
