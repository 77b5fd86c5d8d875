import { createRuntime, newId, type Runtime, serveRpc } from "@suri/kit";
import { baseConfig, modeEnv, testLogger } from "@suri/testkit";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { buildGateway } from "./app";

/**
 * For the route tests of the gateway's slices: the gateway as production builds it, on an embedded
 * runtime, with auth answered by a stand-in that signs sessions for any user id, and the other services
 * answered by the stand-ins each test gives. Nothing here runs in production (only tests import it).
 */
export interface GatewayUnderTest {
  rt: Runtime;
  app: FastifyInstance;
  /** POST `body` (JSON, or a string as it is) from the gateway's own origin, signed in as `userId` if given. */
  post(url: string, body: unknown, opts?: PostOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface PostOptions {
  /** Signed in as this user; none (or null) sends no session. */
  userId?: string | null;
  origin?: string;
  headers?: Record<string, string>;
}

type StandIns = Record<string, Record<string, (req: never) => Promise<unknown>>>;

const ISSUER = "suri-auth";
const ORIGIN = "http://localhost";

export async function startGatewayUnderTest(name: string, standIns: StandIns): Promise<GatewayUnderTest> {
  const m = await modeEnv("embedded");
  const rt = await createRuntime(baseConfig(m.env), testLogger(), name, m.env);
  const { publicKey, privateKey } = await generateKeyPair("EdDSA", { extractable: true });
  const jwk = await exportJWK(publicKey);
  const sessions = new Map<string, string>();
  const token = (userId: string) => {
    const sessionId = newId();
    sessions.set(sessionId, userId);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: "EdDSA" })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience("suri")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
  };
  const auth = {
    GetPublicKey: async () => ({ jwk, issuer: ISSUER }),
    CheckSession: async ({ sessionId }: { sessionId: string }) => {
      const id = sessions.get(sessionId);
      return id
        ? { active: true, user: { id, username: "ana", email: "ana@example.ph", displayName: "Ana" } }
        : { active: false, user: null };
    },
  };
  for (const [service, handlers] of Object.entries({ auth, ...standIns })) {
    await serveRpc(rt.bus, service as never, handlers as never, rt.log);
  }
  const { app } = await buildGateway(rt, {
    cookieSecure: false,
    publicOrigins: [],
    webDistDir: "/nonexistent",
    webServerBundle: false,
    authAttemptsPerMinute: 100,
    ready: async () => true,
  });
  return {
    rt,
    app,
    post: async (url, body, opts = {}) => {
      const cookie = opts.userId ? `suri_session=${await token(opts.userId)}` : undefined;
      return app.inject({
        method: "POST",
        url,
        headers: {
          host: "localhost",
          origin: opts.origin ?? ORIGIN,
          "content-type": "application/json",
          ...(cookie ? { cookie } : {}),
          ...opts.headers,
        },
        payload: typeof body === "string" ? body : JSON.stringify(body),
      });
    },
    close: async () => {
      await app.close();
      await rt.bus.close();
      await rt.db.close();
      await m.cleanup();
    },
  };
}
