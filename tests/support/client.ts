import WebSocket from "ws";
import { confirmAddress, systemLinks } from "./account-mail";

/** A browser-like API client: keeps its cookies (session, known device), sends same-origin requests. */
export class ApiClient {
  private readonly jar = new Map<string, string>();

  /** The Cookie header this client sends. */
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        origin: this.baseUrl,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) {
      const pair = c.split(";")[0]!;
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      // A cleared cookie (empty value or an expiry in the past) leaves the jar.
      if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) this.jar.delete(pair.slice(0, at));
      else this.jar.set(pair.slice(0, at), value);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // biome-ignore lint/suspicious/noExplicitAny: test convenience
    return { status: res.status, body: json as any, headers: res.headers };
  }

  get = (path: string) => this.request("GET", path);

  /** A binary answer (a PDF), with the session cookie. */
  async bytes(path: string) {
    const res = await fetch(this.baseUrl + path, { headers: this.cookie ? { cookie: this.cookie } : {} });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request("POST", path, body, headers);

  /**
   * Registers, then confirms the address through its mailed link as the user would (the free report
   * needs it), reading the link from the test system's mail or events; `confirm: false` leaves it unconfirmed.
   */
  async register(email: string, password = "correct horse battery", opts: { confirm?: boolean } = {}) {
    const res = await this.post("/api/register", { email, password, username: email.split("@")[0] });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    // A system the test reads no mail or events of (see watchSystemLinks) leaves the address unconfirmed.
    const links = systemLinks(this.baseUrl);
    if (opts.confirm === false || !links) return res.body;
    await confirmAddress(this, links, email);
    return { ...res.body, emailVerified: true };
  }

  /** Open the push socket and collect every message it receives; `closed` settles with how the server closed it. */
  async openSocket(): Promise<{
    messages: unknown[];
    close(): void;
    closed: Promise<{ code: number; reason: string }>;
  }> {
    const ws = new WebSocket(`${this.baseUrl.replace(/^http/, "ws")}/ws`, {
      headers: { cookie: this.cookie, origin: this.baseUrl },
    });
    const messages: unknown[] = [];
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
    );
    ws.on("message", (data) => messages.push(JSON.parse(String(data))));
    await new Promise<void>((resolve, reject) => {
      ws.once("error", reject);
      const check = setInterval(() => {
        if (messages.some((m) => (m as { type: string }).type === "hello")) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
    return { messages, close: () => ws.close(), closed };
  }
}
