import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

/**
 * Starts a bench's server script (`<script> <arg>`) in a child process of its own, so the load
 * generator never shares its event loop, and waits for its `READY {json}` line. With `cpuProfDir`,
 * V8 writes a CPU profile of the server there.
 */
export async function startTarget<T>(
  script: string,
  arg: string,
  cpuProfDir?: string,
): Promise<{ info: T; child: ChildProcess }> {
  const profile = cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(cpuProfDir)}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", script, arg], {
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  const info = await new Promise<T>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk;
      const line = out.split("\n").find((l) => l.startsWith("READY "));
      if (line) resolve(JSON.parse(line.slice(6)));
    });
    child.once("exit", (code) => reject(new Error(`${arg} exited (${code}) before it was ready`)));
  });
  return { info, child };
}

/** Closes the server's standard input (it stops itself), killing it if it has not exited in 15 s. */
export async function stopTarget(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once("exit", r));
  child.stdin!.end();
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
