import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt at the OWASP Password Storage Cheat Sheet parameters (N=2^17, r=8, p=1), stored in a
 * self-describing form so parameters can be raised later and old hashes rehashed on login.
 */
export const SCRYPT_PARAMS = { log2N: 17, r: 8, p: 1, keyBytes: 32, saltBytes: 16 } as const;
const MAXMEM_BYTES = 256 * 1024 * 1024; // 128 · N · r bytes are needed; Node's default cap is 32 MiB.

function derive(
  password: string,
  salt: Buffer,
  log2N: number,
  r: number,
  p: number,
  keyBytes: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyBytes, { N: 2 ** log2N, r, p, maxmem: MAXMEM_BYTES }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { log2N, r, p, keyBytes, saltBytes } = SCRYPT_PARAMS;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, log2N, r, p, keyBytes);
  return `$scrypt$ln=${log2N},r=${r},p=${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!m) return false;
  const expected = Buffer.from(m[5]!, "base64url");
  const key = await derive(
    password,
    Buffer.from(m[4]!, "base64url"),
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

let decoy: Promise<string> | undefined;
/** A hash of a random password, verified against when the e-mail is unknown so timing does not reveal it. */
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPassword(randomBytes(16).toString("hex")).catch((err) => {
    decoy = undefined; // the next caller tries again rather than failing forever
    throw err;
  });
  return decoy;
};
