import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import type { ServiceStore } from "@suri/kit";

export interface SigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  kid: string;
}

/**
 * The Ed25519 key that signs session tokens. From AUTH_PRIVATE_KEY_PEM when set (production: a
 * Kubernetes Secret); otherwise created once and kept in the auth schema so every replica and
 * restart signs with the same key.
 */
export async function loadSigningKeys(service: ServiceStore, pem: string | undefined): Promise<SigningKeys> {
  if (pem) return fromPem(pem, "configured");
  const table = service.t("signing_keys");
  const existing = await service.rt.db.knex(table).orderBy("created_at").first();
  if (existing) return fromPem(existing.private_pem, existing.kid);
  const { privateKey } = generateKeyPairSync("ed25519");
  const kid = `k-${Date.now().toString(36)}`;
  await service.rt.db
    .knex(table)
    .insert({ kid, private_pem: privateKey.export({ type: "pkcs8", format: "pem" }).toString() })
    .onConflict("kid")
    .ignore();
  const winner = await service.rt.db.knex(table).orderBy("created_at").first();
  return fromPem(winner.private_pem, winner.kid);
}

function fromPem(pem: string, kid: string): SigningKeys {
  const privateKey = createPrivateKey(pem);
  return { privateKey, publicKey: createPublicKey(privateKey), kid };
}
