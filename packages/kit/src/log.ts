import { type Logger, pino } from "pino";

export type { Logger };

export function createLogger(opts: { level: string; name?: string; pretty?: boolean }): Logger {
  const pretty = opts.pretty ?? (process.stdout.isTTY && process.env.LOG_FORMAT !== "json");
  return pino({
    level: opts.level,
    name: opts.name,
    base: undefined,
    redact: { paths: ["password", "*.password", "token", "*.token", "cookie", "*.cookie"], censor: "[redacted]" },
    ...(pretty
      ? { transport: { target: "pino-pretty", options: { colorize: true, translateTime: "HH:MM:ss.l" } } }
      : {}),
  });
}
