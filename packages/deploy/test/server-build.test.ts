import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { root } from "./files";

const outdir = path.join(root, ".tmp", `server-build-${process.pid}`);

/** The production image's build step, run here: compiled JavaScript that starts with plain `node`. */
describe("npm run build:server", () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    rmSync(outdir, { recursive: true, force: true });
  });

  it("compiles the services to JavaScript that needs neither tsx nor TypeScript", () => {
    const build = spawnSync(process.execPath, ["services/host/build.mjs"], {
      cwd: root,
      env: { ...process.env, SURI_BUILD_OUTDIR: outdir },
      encoding: "utf8",
    });
    expect(build.status, build.stderr).toBe(0);
    for (const f of [
      "main.js",
      "ledger-cli.js",
      "chunks/pdf-reader.mjs",
      "chunks/pdf-worker.mjs",
      "chunks/reading-worker.js",
    ])
      expect(existsSync(path.join(outdir, f)), f).toBe(true);
    const main = readFileSync(path.join(outdir, "main.js"), "utf8");
    expect(main).not.toMatch(/from ["'](tsx|typescript)["']|\.ts["']/);
  });

  it("runs all six services from the build with node (embedded mode) and answers /readyz", async () => {
    const port = 45_000 + Math.floor(Math.random() * 2000);
    const output: string[] = [];
    child = spawn(process.execPath, [path.join(outdir, "main.js")], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: ":memory:",
        WEB_DIST_DIR: "/nonexistent",
        LOG_LEVEL: "warn",
        LOG_FORMAT: "json",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (d) => output.push(String(d)));
    child.stderr?.on("data", (d) => output.push(String(d)));
    const deadline = Date.now() + 120_000;
    let status = 0;
    while (Date.now() < deadline && child.exitCode === null) {
      status = (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status ?? 0;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status, output.join("")).toBe(200);
    const stopped = new Promise((r) => child!.once("exit", r));
    child.kill("SIGTERM");
    await stopped;
  }, 150_000);
});
