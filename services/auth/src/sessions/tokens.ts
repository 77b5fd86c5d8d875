import { exportJWK, SignJWT } from "jose";
import type { SigningKeys } from "./keys";

export const TOKEN_ISSUER = "suri-auth";
export const TOKEN_AUDIENCE = "suri";

export async function signSessionToken(
  keys: SigningKeys,
  claims: { userId: string; sessionId: string; expiresAt: Date },
) {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "EdDSA", kid: keys.kid })
    .setSubject(claims.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(keys.privateKey);
}

export async function publicJwk(keys: SigningKeys) {
  return { ...(await exportJWK(keys.publicKey)), kid: keys.kid, alg: "EdDSA", use: "sig" };
}
