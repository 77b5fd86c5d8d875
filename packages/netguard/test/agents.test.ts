import type { LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createGuardedAgents, createGuardedLookup, type ResolveAll } from "../src/index";

/** A real server on 127.0.0.1 that counts every TCP connection it accepts. */
let server: http.Server;
let port: number;
let connections = 0;
/** The Host header of every request the server answered. */
let hostHeaders: (string | undefined)[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hostHeaders.push(req.headers.host);
    res.end("hello from loopback");
  });
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  connections = 0;
  hostHeaders = [];
});

type Outcome = { status: number; body: string } | { code: string; message: string };

function get(url: string, agents: { http: http.Agent; https: https.Agent }): Promise<Outcome> {
  const client = url.startsWith("https:") ? https : http;
  const agent = url.startsWith("https:") ? agents.https : agents.http;
  return new Promise((resolve) => {
    const req = client.get(url, { agent, timeout: 2000 }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", (err: NodeJS.ErrnoException) => resolve({ code: err.code ?? "", message: err.message }));
  });
}

const fakeDns =
  (answers: Record<string, string[]>): ResolveAll =>
  async (hostname) => {
    const ips = answers[hostname];
    if (!ips) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return ips.map((address): LookupAddress => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

describe("createGuardedAgents", () => {
  it.each([
    ["literal 127.0.0.1", (p: number) => `http://127.0.0.1:${p}/`],
    ["localhost", (p: number) => `http://localhost:${p}/`],
    ["IPv4-mapped IPv6", (p: number) => `http://[::ffff:127.0.0.1]:${p}/`],
    ["https to 127.0.0.1", (p: number) => `https://127.0.0.1:${p}/`],
  ])("refuses %s and the server sees no connection", async (_name, url) => {
    const agents = createGuardedAgents({ allowHosts: [] });
    const outcome = await get(url(port), agents);
    expect(outcome).toMatchObject({ code: "ERR_FORBIDDEN_ADDRESS" });
    expect(connections).toBe(0);
  });

  it("refuses a name whose DNS answer is private, before connecting", async () => {
    const agents = createGuardedAgents({
      allowHosts: [],
      resolveAll: fakeDns({ "listing.example": ["127.0.0.1"] }),
    });
    const outcome = await get(`http://listing.example:${port}/`, agents);
    expect(outcome).toMatchObject({ code: "ERR_FORBIDDEN_ADDRESS" });
    expect((outcome as { message: string }).message).toContain("127.0.0.1");
    expect(connections).toBe(0);
  });

  it("refuses a name with one public and one private record", async () => {
    const agents = createGuardedAgents({
      allowHosts: [],
      resolveAll: fakeDns({ "mixed.example": ["93.184.215.14", "127.0.0.1"] }),
    });
    expect(await get(`http://mixed.example:${port}/`, agents)).toMatchObject({ code: "ERR_FORBIDDEN_ADDRESS" });
    expect(connections).toBe(0);
  });

  it("passes DNS failures through unchanged", async () => {
    const agents = createGuardedAgents({ allowHosts: [], resolveAll: fakeDns({}) });
    expect(await get("http://nowhere.example/", agents)).toMatchObject({ code: "ENOTFOUND" });
  });

  it("lets an allowlisted host:port through, and only that port", async () => {
    const agents = createGuardedAgents({ allowHosts: [`127.0.0.1:${port}`] });
    expect(await get(`http://127.0.0.1:${port}/`, agents)).toEqual({ status: 200, body: "hello from loopback" });
    expect(connections).toBe(1);
    expect(await get(`http://127.0.0.1:${port + 1}/`, agents)).toMatchObject({ code: "ERR_FORBIDDEN_ADDRESS" });
    expect(await get(`http://localhost:${port}/`, agents)).toMatchObject({ code: "ERR_FORBIDDEN_ADDRESS" });
    expect(connections).toBe(1);
  });
});

describe("createGuardedAgents with resolve (host=address:port)", () => {
  // No DNS answers at all: a resolved name must never be looked up.
  const resolving = () =>
    createGuardedAgents({
      allowHosts: [],
      resolve: [`listing.example=127.0.0.1:${port}`],
      resolveAll: fakeDns({ "other.example": ["127.0.0.1"], "sub.listing.example": ["127.0.0.1"] }),
    });

  it("connects the mapped name to its address, on any port, and the request keeps the name", async () => {
    const agents = resolving();
    expect(await get("http://listing.example/page", agents)).toEqual({ status: 200, body: "hello from loopback" });
    expect(await get("http://LISTING.example.:8080/page", agents)).toMatchObject({ status: 200 });
    expect(hostHeaders).toEqual(["listing.example", "listing.example.:8080"]);
    expect(connections).toBe(2);
  });

  it("lets nothing else reach the mapped address: not the address itself, other names, subdomains", async () => {
    const agents = resolving();
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://other.example:${port}/`,
      `http://sub.listing.example:${port}/`,
    ]) {
      expect(await get(url, agents), url).toMatchObject({ code: "ERR_FORBIDDEN_ADDRESS" });
    }
    expect(connections).toBe(0);
  });

  it.each([
    ["listing.example=127.0.0.1", /host=address:port/],
    ["listing.example=localhost:80", /host=address:port/],
    ["listing.example=127.0.0.1:0", /host=address:port/],
    ["listing.example:80=127.0.0.1:80", /public host name/],
    ["localhost=127.0.0.1:80", /public host name/],
    ["10.0.0.1=127.0.0.1:80", /public host name/],
  ])("refuses the entry %s", (entry, message) => {
    expect(() => createGuardedAgents({ allowHosts: [], resolve: [entry] })).toThrow(message);
  });

  it("refuses one name mapped to two addresses, and accepts the same mapping twice", () => {
    const twice = ["a.example=127.0.0.1:1", "A.example=127.0.0.1:1", "b.example=[::1]:2"];
    expect(() => createGuardedAgents({ allowHosts: [], resolve: twice })).not.toThrow();
    const clash = ["a.example=127.0.0.1:1", "a.example=127.0.0.1:2"];
    expect(() => createGuardedAgents({ allowHosts: [], resolve: clash })).toThrow(/mapped twice/);
  });
});

describe("createGuardedLookup", () => {
  it("checks every answer, so a rebinding name is refused on the connect that would use 127.0.0.1", async () => {
    const answers = [["93.184.215.14"], ["127.0.0.1"]];
    const rebinding: ResolveAll = async () => (answers.shift() ?? []).map((address) => ({ address, family: 4 }));
    const lookup = createGuardedLookup(rebinding);
    const ask = () =>
      new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
        lookup("rebind.example", { all: true }, (err, address) => resolve({ err, address })),
      );
    expect(await ask()).toEqual({ err: null, address: [{ address: "93.184.215.14", family: 4 }] });
    const second = await ask();
    expect(second.err?.code).toBe("ERR_FORBIDDEN_ADDRESS");
  });

  it("answers in the single-address form when all is not requested", async () => {
    const lookup = createGuardedLookup(fakeDns({ "one.example": ["2606:4700:4700::1111"] }));
    const result = await new Promise((resolve) =>
      lookup("one.example", {}, (err, address, family) => resolve({ err, address, family })),
    );
    expect(result).toEqual({ err: null, address: "2606:4700:4700::1111", family: 6 });
  });
});
