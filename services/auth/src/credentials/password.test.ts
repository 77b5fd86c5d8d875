import { describe, expect, it } from "vitest";
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from "./password";

describe("password hashing", () => {
  it("uses scrypt at the OWASP parameters and verifies only the right password", async () => {
    expect(SCRYPT_PARAMS).toMatchObject({ log2N: 17, r: 8, p: 1 });
    const hash = await hashPassword("kalamansi-juice");
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("kalamansi-juice", hash)).toBe(true);
    expect(await verifyPassword("kalamansi-juicE", hash)).toBe(false);
    expect(await verifyPassword("kalamansi-juice", "not a hash")).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });
});
