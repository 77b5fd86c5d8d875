import { createServer } from "node:net";

/** A port free at this moment, for a system whose origin must be known before it starts (PUBLIC_ORIGINS). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Cookies kept per origin, as a browser keeps them for the app and the provider apart. */
class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.byOrigin.get(url.host) ?? [])].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  keep(url: URL, res: Response) {
    const jar = this.byOrigin.get(url.host) ?? new Map<string, string>();
    this.byOrigin.set(url.host, jar);
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), value);
    }
  }
}

/**
 * A browser's walk over plain HTTP (no redirects followed for it): its cookies for every site, a GET or a
 * form POST, and the answer's status and Location.
 */
export class WalkingBrowser {
  readonly jar = new CookieJar();

  async go(url: string | URL, form?: Record<string, string>) {
    const target = new URL(url);
    const res = await fetch(target, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: this.jar.header(target),
        ...(form ? { "content-type": "application/x-www-form-urlencoded", origin: target.origin } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    this.jar.keep(target, res);
    const location = res.headers.get("location");
    return {
      status: res.status,
      location: location ? new URL(location, target) : undefined,
      text: await res.text(),
    };
  }

  /** JSON of a GET on the app, with this browser's cookies. */
  async json(url: string) {
    const res = await fetch(url, { headers: { cookie: this.jar.header(new URL(url)) } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  /** The app's start of "Continue with Google": where it sends the browser (the provider's authorization URL). */
  async startGoogle(appUrl: string, redirect?: string): Promise<URL> {
    const start = await this.go(
      `${appUrl}/api/auth/google${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`,
    );
    if (start.status !== 302 || !start.location) throw new Error(`start answered ${start.status}`);
    return start.location;
  }

  /**
   * Sign in at the provider's own pages (login, then consent) from its authorization URL, following its
   * redirects until it sends the browser back to `appUrl`: that callback URL, not yet visited. `login`:
   * the account's name on the provider's login page (its sub).
   */
  async signInAtProvider(authorizationUrl: URL, login: string, appUrl: string): Promise<URL> {
    let next: URL | undefined = authorizationUrl;
    for (let step = 0; step < 12 && next; step++) {
      if (next.origin === new URL(appUrl).origin) return next;
      const page = await this.go(next);
      if (page.location) {
        next = page.location;
        continue;
      }
      const prompt = /name="prompt" value="(\w+)"/.exec(page.text)?.[1];
      if (page.status !== 200 || !prompt)
        throw new Error(`provider answered ${page.status}: ${page.text.slice(0, 300)}`);
      const fields: Record<string, string> =
        prompt === "login" ? { prompt, login, password: "any password" } : { prompt };
      next = (await this.go(next, fields)).location;
    }
    throw new Error("the provider did not send the browser back to the app");
  }

  /** The whole round: start, sign in at the provider, come back; the app's final answer. */
  async continueWithGoogle(appUrl: string, login: string, redirect?: string) {
    const callback = await this.signInAtProvider(await this.startGoogle(appUrl, redirect), login, appUrl);
    return this.go(callback);
  }
}
