import { describe, expect, it } from "vitest";
import { checkUrl } from "../src/index";

const noAllow = { allowHosts: [] };

describe("checkUrl", () => {
  it.each([
    ["http://127.0.0.1/", "forbidden_address"],
    ["http://localhost/", "forbidden_address"],
    ["http://LOCALHOST./admin", "forbidden_address"],
    ["http://api.localhost:8080/", "forbidden_address"],
    ["http://[::1]/", "forbidden_address"],
    ["http://[::ffff:127.0.0.1]/", "forbidden_address"],
    ["http://0.0.0.0/", "forbidden_address"],
    ["http://2130706433/", "forbidden_address"],
    ["http://0x7f.1/", "forbidden_address"],
    ["http://017700000001/", "forbidden_address"],
    ["http://10.0.0.1/", "forbidden_address"],
    ["http://172.16.0.1/", "forbidden_address"],
    ["http://192.168.1.1/", "forbidden_address"],
    ["http://100.64.0.1/", "forbidden_address"],
    ["http://[fd00::1]/", "forbidden_address"],
    ["http://[fe80::1]/", "forbidden_address"],
    ["http://169.254.169.254/latest/meta-data/", "forbidden_address"],
    ["http://metadata.google.internal/computeMetadata/v1/", "forbidden_address"],
    ["http://kubernetes.default.svc.cluster.internal/", "forbidden_address"],
    ["file:///etc/passwd", "scheme"],
    ["gopher://127.0.0.1:70/_x", "scheme"],
    ["ftp://example.com/listing", "scheme"],
    ["javascript:alert(1)", "scheme"],
    ["data:text/html,<p>hi</p>", "scheme"],
    ["not a url", "invalid_url"],
    ["", "invalid_url"],
  ])("%s → %s", (raw, reason) => {
    expect(checkUrl(raw, noAllow)).toEqual({ ok: false, reason });
  });

  it("lets public http and https URLs through, normalised", () => {
    const result = checkUrl("  https://www.Lamudi.com.ph/property/41032 ", noAllow);
    expect(result.ok).toBe(true);
    expect(result.ok && result.url.href).toBe("https://www.lamudi.com.ph/property/41032");
    expect(checkUrl("http://93.184.215.14:8080/x", noAllow).ok).toBe(true);
  });

  it("allows exact host:port pairs only", () => {
    const opts = { allowHosts: ["127.0.0.1:4567", "[::1]:4568"] };
    expect(checkUrl("http://127.0.0.1:4567/page", opts).ok).toBe(true);
    expect(checkUrl("http://[::1]:4568/page", opts).ok).toBe(true);
    expect(checkUrl("http://127.0.0.1:4568/page", opts)).toEqual({ ok: false, reason: "forbidden_address" });
    expect(checkUrl("http://127.0.0.1/page", opts)).toEqual({ ok: false, reason: "forbidden_address" });
    expect(checkUrl("http://2130706433:4567/", opts).ok).toBe(true);
  });

  it("defaults the port of a URL and of a port-less allowlist entry to 80/443", () => {
    expect(checkUrl("http://10.1.1.1/", { allowHosts: ["10.1.1.1:80"] }).ok).toBe(true);
    expect(checkUrl("https://10.1.1.1/", { allowHosts: ["10.1.1.1:80"] }).ok).toBe(false);
    expect(checkUrl("https://10.1.1.1/", { allowHosts: ["10.1.1.1"] }).ok).toBe(true);
    expect(checkUrl("http://10.1.1.1:8080/", { allowHosts: ["10.1.1.1"] }).ok).toBe(false);
  });

  it("rejects malformed allowlist entries", () => {
    expect(() => checkUrl("http://a.test/", { allowHosts: ["127.0.0.1:99999"] })).toThrow(/host:port/);
    expect(() => checkUrl("http://a.test/", { allowHosts: ["http://127.0.0.1:80"] })).toThrow(/host:port/);
  });
});
