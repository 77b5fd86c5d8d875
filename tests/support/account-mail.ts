import { subjects } from "@suri/contracts";
import type { Bus } from "@suri/kit";
import type { ApiClient } from "./client";
import type { Mailbox } from "./mailbox";

export type LinkKind = "verify" | "reset";
const PATHS: Record<LinkKind, string> = { verify: "/verify-email", reset: "/reset-password" };
const EVENTS: Record<LinkKind, string> = { verify: "EmailVerificationRequested", reset: "PasswordResetRequested" };

/** Where a test reads the token of an account's mailed link: the mail itself, or auth's event for it. */
export interface LinkTokens {
  /** The token of the newest link of this kind sent to `email`, waiting for one to arrive. */
  latest(kind: LinkKind, email: string, opts?: { after?: number }): Promise<string>;
  /** How many links of this kind `email` has been sent so far. */
  count(kind: LinkKind, email: string): number;
  stop(): Promise<void>;
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token");

/** Reads tokens from the links in the mails a test SMTP server received (the whole real path). */
export function mailboxTokens(mailbox: Mailbox): LinkTokens {
  const links = (kind: LinkKind, email: string) =>
    mailbox
      .find({ to: email })
      .flatMap((m) => m.links.filter((l) => new URL(l).pathname === PATHS[kind]).slice(0, 1))
      .map((l) => tokenOf(l)!)
      .filter(Boolean);
  return {
    count: (kind, email) => links(kind, email).length,
    latest: (kind, email, opts = {}) =>
      pollFor(() => links(kind, email), opts.after ?? 0, `no ${kind} mail for ${email}`),
    stop: async () => {},
  };
}

/**
 * Reads tokens from auth's EmailVerificationRequested / PasswordResetRequested events on the bus, for
 * systems that send no mail. Subscribe before the mails are asked for.
 */
export async function busTokens(bus: Bus): Promise<LinkTokens> {
  const seen: { kind: LinkKind; email: string; token: string }[] = [];
  const arrived = new Set<() => void>();
  const sub = await bus.subscribeTransient(subjects.eventsOf("auth"), (_subject, envelope) => {
    const e = envelope as { type?: string; data?: { email?: string; token?: string } };
    const kind = (Object.keys(EVENTS) as LinkKind[]).find((k) => EVENTS[k] === e.type);
    if (!kind || !e.data?.email || !e.data.token) return;
    seen.push({ kind, email: e.data.email.toLowerCase(), token: e.data.token });
    for (const wake of arrived) wake();
  });
  const tokens = (kind: LinkKind, email: string) =>
    seen.filter((s) => s.kind === kind && s.email === email.toLowerCase()).map((s) => s.token);
  return {
    count: (kind, email) => tokens(kind, email).length,
    latest: (kind, email, opts = {}) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const list = tokens(kind, email);
          if (list.length > (opts.after ?? 0)) {
            arrived.delete(check);
            clearTimeout(timer);
            resolve(list.at(-1)!);
          }
        };
        const timer = setTimeout(() => {
          arrived.delete(check);
          reject(new Error(`no ${kind} link for ${email}`));
        }, 20_000);
        arrived.add(check);
        check();
      }),
    stop: () => sub.stop(),
  };
}

/** The mailbox tells of no arrivals by kind: it is looked at every 50 ms, for up to 20 s. */
async function pollFor(list: () => string[], after: number, missing: string): Promise<string> {
  for (let i = 0; i < 400; i++) {
    const now = list();
    if (now.length > after) return now.at(-1)!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(missing);
}

/** The link tokens of each running test system, by its base URL (see startTestSystem). */
const systems = new Map<string, LinkTokens>();
export const watchSystemLinks = (baseUrl: string, tokens: LinkTokens) => systems.set(baseUrl, tokens);
export const forgetSystemLinks = (baseUrl: string) => systems.delete(baseUrl);
/** The link tokens of the test system at `baseUrl`, if it was started by startTestSystem. */
export const systemLinks = (baseUrl: string) => systems.get(baseUrl);

/** Confirms the address through its mailed link, as the user does (no session needed). */
export async function confirmAddress(client: ApiClient, tokens: LinkTokens | undefined, email: string): Promise<void> {
  if (!tokens) throw new Error(`no mail or events to read the link from at ${client.baseUrl}`);
  const token = await tokens.latest("verify", email);
  const res = await client.post("/api/verify-email", { token });
  if (res.status !== 204) throw new Error(`verify-email failed: ${res.status} ${JSON.stringify(res.body)}`);
}
