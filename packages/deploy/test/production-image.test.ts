import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { read, readYaml, readYamlDocuments, root } from "./files";

/**
 * The production image as it boots: the server bundle it is built from (npm run build:server), started
 * with the image's own ENTRYPOINT, CMD and ENV read from the Dockerfile. Production is SURI_ENV's alone:
 * the image sets it, so the API docs and the diagnostic endpoints are not there, and each test-only
 * setting added to the image's environment stops the process at boot, naming the setting.
 */
const outdir = path.join(root, ".tmp", `production-image-${process.pid}`);
const runtimeStage = read("Dockerfile")
  .split(/^FROM /m)
  .at(-1)!;

/** `ENV A=b C=d` lines of the runtime stage (the image's values have no spaces or quotes). */
function imageEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of runtimeStage.match(/^ENV .+$/gm) ?? []) {
    for (const pair of line.slice(4).trim().split(/\s+/)) {
      const at = pair.indexOf("=");
      env[pair.slice(0, at)] = pair.slice(at + 1);
    }
  }
  return env;
}

/** ENTRYPOINT + CMD, with the image's dist/server/ standing for this build's output. */
function imageCommand(): string[] {
  const json = (instruction: string) => JSON.parse(runtimeStage.match(new RegExp(`^${instruction} (.+)$`, "m"))![1]!);
  const [node, ...args] = [...json("ENTRYPOINT"), ...json("CMD")] as string[];
  expect(node).toBe("node");
  return [process.execPath, ...args.map((a) => a.replace(/^dist\/server\//, `${outdir}/`))];
}

/** What the operator adds to the image to run it here: a port, a data folder, the site's origin, a mail server. */
const HERE = {
  HOST: "127.0.0.1",
  DATA_DIR: ":memory:",
  LOG_LEVEL: "warn",
  PUBLIC_ORIGINS: "https://suri.example",
  // Mail: required in production (nothing is mailed while these tests run).
  SMTP_URL: "smtp://127.0.0.1:2525",
  PUBLIC_URL: "https://suri.example",
};

/** Each test-only setting with a value a test would give it. */
const TEST_ONLY: Record<string, string> = {
  SCRAPER_RESOLVE: "www.lamudi.com.ph=127.0.0.1:43117",
  SCRAPER_ALLOW_HOSTS: "127.0.0.1:43117",
  STRIPE_API_BASE: "http://127.0.0.1:12111",
  DEMO_CHECKOUT: "true",
  SURI_FAULT: "exit-after-commit:ledger",
};

function start(env: Record<string, string>): { child: ChildProcess; output: string[]; exited: Promise<number | null> } {
  const [file, ...args] = imageCommand();
  const child = spawn(file!, args, { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: "pipe" });
  const output: string[] = [];
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output, exited };
}

async function readyAt(url: string, proc: ReturnType<typeof start>): Promise<void> {
  let gone = false;
  void proc.exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited: ${proc.output.join("")}`);
    if ((await fetch(`${url}/readyz`).catch(() => null))?.status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(proc: ReturnType<typeof start>) {
  if (proc.child.exitCode !== null) return;
  proc.child.kill("SIGTERM");
  await proc.exited;
}

const port = () => String(46_000 + Math.floor(Math.random() * 2000));

describe("the production image", () => {
  beforeAll(() => {
    const build = spawnSync(process.execPath, ["services/host/build.mjs"], {
      cwd: root,
      env: { ...process.env, SURI_BUILD_OUTDIR: outdir },
      encoding: "utf8",
    });
    expect(build.status, build.stderr).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it("is production by SURI_ENV, the one setting that decides it, in the image, Compose and Kubernetes", () => {
    expect(imageEnv()).toMatchObject({ SURI_ENV: "production", NODE_ENV: "production" });
    expect(readYaml("docker-compose.yml").services.gateway.environment.SURI_ENV).toBe("production");
    const config = readYamlDocuments("k8s/config.yaml").find((d) => d.kind === "ConfigMap") as {
      data: Record<string, string>;
    };
    expect(config.data.SURI_ENV).toBe("production");
    // None of them sets a test-only setting.
    const deployed = [imageEnv(), readYaml("docker-compose.yml").services.gateway.environment, config.data];
    for (const env of deployed) for (const name of Object.keys(TEST_ONLY)) expect(env[name], name).toBeUndefined();
    expect(read("k8s/services.yaml")).not.toMatch(new RegExp(Object.keys(TEST_ONLY).join("|")));
  });

  it("boots with the image's command and environment, without API docs or diagnostics", async () => {
    const p = port();
    const proc = start({ ...imageEnv(), ...HERE, PORT: p });
    try {
      const url = `http://127.0.0.1:${p}`;
      await readyAt(url, proc);
      for (const route of ["/docs", "/docs/json", "/api/diagnostic/environment", "/api/diagnostic/stripe-config"]) {
        expect((await fetch(url + route)).status, route).toBe(404);
      }
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      await stop(proc);
    }
  }, 180_000);

  it.each(Object.entries(TEST_ONLY))(
    "stops at boot, naming it, when %s is added",
    async (name, value) => {
      const proc = start({ ...imageEnv(), ...HERE, PORT: port(), [name]: value });
      const code = await proc.exited;
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(proc.output.join("")).toContain(`${name}: not allowed when SURI_ENV=production`);
    },
    60_000,
  );

  it("refuses a production build whose deployment is not named (NODE_ENV=production without SURI_ENV)", async () => {
    const { SURI_ENV: _named, ...unnamed } = imageEnv();
    const proc = start({ ...unnamed, ...HERE, PORT: port() });
    expect(await proc.exited).not.toBe(0);
    expect(proc.output.join("")).toContain("SURI_ENV: required when NODE_ENV=production");
  }, 60_000);

  it("with nothing set (npm start's embedded default) is development: the API docs answer", async () => {
    const p = port();
    const proc = start({
      HOST: "127.0.0.1",
      DATA_DIR: ":memory:",
      LOG_LEVEL: "warn",
      PORT: p,
      WEB_DIST_DIR: "/nonexistent",
    });
    try {
      const url = `http://127.0.0.1:${p}`;
      await readyAt(url, proc);
      expect((await fetch(`${url}/docs/json`)).status).toBe(200);
      expect((await fetch(`${url}/api/diagnostic/environment`)).status).toBe(200);
    } finally {
      await stop(proc);
    }
  }, 180_000);
});
