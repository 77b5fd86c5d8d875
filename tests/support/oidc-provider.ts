import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import Provider, { type Configuration } from "oidc-provider";

/** A person with an account at the test's OpenID provider (like a Google account). */
export interface ProviderAccount {
  /** The provider's stable id of the person (the ID token's `sub`). */
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface TestProvider {
  /** http://localhost:port: another site than the app's 127.0.0.1, as Google is. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The environment that points the system at this provider. */
  env: Record<string, string>;
  addAccount(account: ProviderAccount): void;
  /** The next ID token the token endpoint gives out is changed so, and signed again with the provider's key. */
  tamperNextIdToken(change: (claims: JWTPayload) => JWTPayload): void;
  /** How many codes the token endpoint has exchanged (successfully) so far. */
  readonly tokensIssued: number;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (npm oidc-provider) on a local port, with its development sign-in pages (any
 * login name of a known account, then a consent page). `appOrigin`: the system's origin, whose callback
 * is the client's only redirect URI. Options: the port (default: a free one) and the client's secret. A second client ("another-app") exists for tokens meant for others.
 */
export async function startTestProvider(
  appOrigin: string,
  opts: { port?: number; clientSecret?: string } = {},
): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = "test-key";
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig" };
  const accounts = new Map<string, ProviderAccount>();
  const clientId = "suri-test-client";
  const clientSecret = opts.clientSecret ?? randomBytes(24).toString("base64url");
  const redirectUri = `${appOrigin}/api/auth/google/callback`;

  const config: Configuration = {
    clients: [
      { client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri] },
      { client_id: "another-app", client_secret: randomBytes(24).toString("base64url"), redirect_uris: [redirectUri] },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // As Google does: the ID token itself carries the e-mail and name.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      // The development login page's "login" is the account's sub (the provider keeps it as the session's).
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        async claims() {
          return {
            sub: account.sub,
            email: account.email,
            email_verified: account.emailVerified,
            ...(account.name ? { name: account.name } : {}),
          };
        },
      };
    },
  };
  const provider = new Provider(issuer, config);
  let tamper: ((claims: JWTPayload) => JWTPayload) | undefined;
  let tokensIssued = 0;
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== "/token" || ctx.status !== 200) return;
    tokensIssued++;
    const body = ctx.body as { id_token?: string };
    if (!tamper || !body.id_token) return;
    const claims = tamper(decodeJwt(body.id_token));
    tamper = undefined;
    const idToken = await new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid }).sign(privateKey);
    ctx.body = { ...body, id_token: idToken };
  });
  // An error inside the provider shows in the test's output, not only as its "oops" page.
  provider.on("server_error", (_ctx, err) => console.error("test OpenID provider:", err));
  server.on("request", provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    env: { GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret },
    addAccount: (account) => accounts.set(account.sub, account),
    tamperNextIdToken: (change) => {
      tamper = change;
    },
    get tokensIssued() {
      return tokensIssued;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
