import { ConfigError, loadConfig } from "@suri/kit";
import { describe, expect, it } from "vitest";
import { GOOGLE_ISSUER_DEFAULT, GoogleSignInConfigSchema, googleClientSettings } from "./config";

const load = (env: Record<string, string>) => loadConfig(GoogleSignInConfigSchema, env);

describe("Google sign-in settings", () => {
  it("are off without a client, and Google's issuer is the default", () => {
    expect(googleClientSettings(load({}))).toBeUndefined();
    const on = googleClientSettings(load({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }));
    expect(on?.issuer.href).toBe(`${GOOGLE_ISSUER_DEFAULT}/`);
    expect(on?.attemptTtlMs).toBe(600_000);
  });

  it("need the id and the secret together", () => {
    expect(() => load({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET: .*together/);
    expect(() => load({ GOOGLE_CLIENT_SECRET: "secret" })).toThrow(/GOOGLE_CLIENT_ID: .*together/);
  });

  it("take plain http only for a provider on this machine, and never in production", () => {
    const client = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    expect(googleClientSettings(load({ ...client, GOOGLE_ISSUER: "http://localhost:9000" }))).toBeDefined();
    expect(googleClientSettings(load({ ...client, GOOGLE_ISSUER: "http://127.0.0.1:9000" }))).toBeDefined();
    expect(() => load({ ...client, GOOGLE_ISSUER: "http://accounts.example" })).toThrow(ConfigError);
    expect(() => load({ ...client, GOOGLE_ISSUER: "http://localhost:9000", SURI_ENV: "production" })).toThrow(
      /GOOGLE_ISSUER: must be an https URL/,
    );
    expect(() => load({ ...client, GOOGLE_ISSUER: "not a url" })).toThrow(ConfigError);
  });
});
