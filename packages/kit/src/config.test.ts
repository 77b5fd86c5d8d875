import { describe, expect, it } from "vitest";
import { BaseConfigSchema, loadConfig, TEST_ONLY_SETTINGS } from "./config";

const boot = (env: Record<string, string>) => loadConfig(BaseConfigSchema, env);

describe("the deployment, decided by SURI_ENV alone", () => {
  it("is development with nothing set, and whatever SURI_ENV names", () => {
    expect(boot({}).SURI_ENV).toBe("development");
    expect(boot({ SURI_ENV: "production" }).SURI_ENV).toBe("production");
    // A production build run outside production, named so.
    expect(boot({ NODE_ENV: "production", SURI_ENV: "development" }).SURI_ENV).toBe("development");
    expect(boot({ NODE_ENV: "test", SCRAPER_ALLOW_HOSTS: "127.0.0.1:1" }).SURI_ENV).toBe("development");
  });

  it("refuses NODE_ENV=production without SURI_ENV instead of guessing", () => {
    expect(() => boot({ NODE_ENV: "production" })).toThrow(/SURI_ENV: required when NODE_ENV=production/);
  });

  it.each(Object.keys(TEST_ONLY_SETTINGS))("refuses %s in production, naming it and why", (name) => {
    expect(() => boot({ SURI_ENV: "production", [name]: "127.0.0.1:1" })).toThrow(
      new RegExp(`${name}: not allowed when SURI_ENV=production \\(it .+; tests and development only\\)`),
    );
    expect(boot({ SURI_ENV: "test", [name]: "127.0.0.1:1" }).SURI_ENV).toBe("test");
  });

  it("takes a test-only setting that is off (false, empty) in production", () => {
    expect(boot({ SURI_ENV: "production", DEMO_CHECKOUT: "false", SCRAPER_RESOLVE: " " }).SURI_ENV).toBe("production");
  });
});
