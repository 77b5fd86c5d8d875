import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eventually } from "@suri/testkit";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const main = path.join(root, "services/host/src/main.ts");

export interface ServiceProcess {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

/**
 * Run one service as its own OS process, exactly as a Kubernetes Deployment would. Node itself runs
 * the service, with tsx as a loader rather than the tsx wrapper process, so a SIGKILL reaches the
 * service (killing the wrapper would leave its node child running). `command` runs another entry,
 * e.g. the compiled build: [process.execPath, "dist/server/main.js"].
 */
export async function spawnService(
  name: string,
  port: number,
  env: Record<string, string>,
  command: string[] = [process.execPath, "--import", "tsx", main],
): Promise<ServiceProcess> {
  const [file, ...args] = command;
  const child = spawn(file!, args, {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      SURI_SERVICES: name,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: env.LOG_LEVEL ?? "warn",
      LOG_FORMAT: "json",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  const proc = { name, port, child, output };
  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited: ${output.join("")}`);
      const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      return res?.status === 200;
    },
    60_000,
    200,
  );
  return proc;
}

export async function stopService(p: ServiceProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (p.child.exitCode !== null || p.child.signalCode) return;
  const exited = new Promise((r) => p.child.once("exit", r));
  p.child.kill(signal);
  await exited;
}
