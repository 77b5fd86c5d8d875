import { describe, expect, it } from "vitest";
import { failureFromError } from "./outcome";
import { isLoginWallUrl, pageVerdict } from "./page-verdict";

const verdict = (url: string, html: string, status = 200) => pageVerdict({ url, html, status });
const LONG_TEXT = `<p>${"Spacious corner unit with a view of the bay. ".repeat(80)}</p>`;

describe("pageVerdict", () => {
  it.each([
    "https://www.facebook.com/login/?next=%2Fmarketplace%2Fitem%2F123",
    "https://web.facebook.com/marketplace/item/1234567890/",
    "https://m.facebook.com/checkpoint/block/",
    "https://www.example.ph/users/sign_in",
    "https://listings.example.ph/login?return=/p/1",
  ])("calls %s a login wall by its address", (url) => {
    expect(verdict(url, "<html><body>x</body></html>")).toMatchObject({ reason: "login_wall" });
  });

  it("calls a long page with a password field and a prompt to log in a login wall", () => {
    const html = `<html><body>${LONG_TEXT}<p>You must be logged in to see the price.</p><input type="password"></body></html>`;
    expect(verdict("https://x.example/p/1", html)).toMatchObject({ reason: "login_wall" });
  });

  it("does not call a listing with a site-wide login box a login wall", () => {
    const html = `<html><head><title>Condo for sale</title></head><body>${LONG_TEXT}<form><input type="password"></form></body></html>`;
    expect(verdict("https://x.example/p/1", html)).toBeNull();
  });

  it("does not call a long page that loads Cloudflare's script or reCAPTCHA a bot check", () => {
    const html = `<html><body>${LONG_TEXT}<script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script>
      <iframe src="https://www.google.com/recaptcha/api2/aframe"></iframe></body></html>`;
    expect(verdict("https://x.example/p/1", html)).toBeNull();
  });

  it.each([
    ["<html><head><title>Attention Required! | Cloudflare</title></head><body>blocked</body></html>", "title"],
    ["<html><body><div id='px-captcha'></div><script src='https://captcha.px-cdn.net/x'></script></body></html>", "px"],
    ["<html><body><p>We detected unusual traffic from your computer network.</p></body></html>", "text"],
  ])("calls a bot wall blocked (%#, %s)", (html) => {
    expect(verdict("https://x.example/p/1", html)).toMatchObject({
      reason: "blocked",
    });
  });
});

describe("failureFromError", () => {
  it.each([
    [{ code: "ENOTFOUND", message: "getaddrinfo ENOTFOUND x" }, "unreachable", /does not resolve/],
    [{ code: "ECONNREFUSED", message: "connect ECONNREFUSED" }, "unreachable", /refused/],
    [{ code: "DEPTH_ZERO_SELF_SIGNED_CERT", message: "self-signed certificate" }, "unreachable", /TLS/],
    [{ code: "ERR_TLS_CERT_ALTNAME_INVALID", message: "Hostname/IP does not match" }, "unreachable", /TLS/],
    [{ code: "ETIMEDOUT", name: "TimeoutError", message: "Timeout awaiting 'request'" }, "timeout", /too long/],
    [{ code: "ERR_FORBIDDEN_ADDRESS", message: "refused to connect to 10.0.0.1" }, "forbidden_address", /10\.0\.0\.1/],
    [
      { name: "RequestError", message: "x", cause: { code: "ERR_FORBIDDEN_ADDRESS", message: "nope" } },
      "forbidden_address",
      /nope/,
    ],
    [{ code: "ERR_TOO_MANY_REDIRECTS", message: "Redirected 5 times" }, "unreachable", /too many redirects/],
    [
      new Error("Resource http://x/a.pdf served Content-Type application/pdf, but only text/html are allowed."),
      "not_a_listing",
      /application\/pdf/,
    ],
    [new Error("502 - Internal Server Error: bad gateway"), "unreachable", /HTTP 502/],
  ])("%# → %s", (error, reason, message) => {
    const failure = failureFromError(error, 5);
    expect(failure.reason).toBe(reason);
    expect(failure.message).toMatch(message);
  });
});

describe("isLoginWallUrl: Facebook Marketplace and its links", () => {
  it.each([
    ["https://www.facebook.com/marketplace/item/1234567890/", true],
    ["https://m.facebook.com/marketplace/item/1234567890/", true],
    ["https://web.facebook.com/share/p/abc123/", true],
    ["https://fb.me/abc123", true],
    ["https://www.lamudi.com.ph/property/41032-73-x", false],
    ["https://www.dotproperty.com.ph/users/sign_in", true],
  ])("%s → %s", (url, wall) => {
    expect(isLoginWallUrl(new URL(url))).toBe(wall);
  });
});
