import { NEW_PASSWORD_TOO_COMMON_MESSAGE, NEW_PASSWORD_TOO_SHORT_MESSAGE, RegisterFormSchema } from "@suri/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "./catalogues";
import { tl } from "./tl";
import { translateValidation } from "./translate";

describe("new-password messages (issue 11)", () => {
  beforeAll(async () => {
    await loadCatalogue("en");
    await loadCatalogue("tl");
  });

  it("the sign-up form asks for 8 characters, as the server does", () => {
    const form = { email: "ana@example.ph", password: "1234567", confirmPassword: "1234567" };
    const parsed = RegisterFormSchema.safeParse(form);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(NEW_PASSWORD_TOO_SHORT_MESSAGE);
    expect(RegisterFormSchema.safeParse({ ...form, password: "12345678", confirmPassword: "12345678" }).success).toBe(
      true,
    );
  });

  it("shows the server's password messages in Tagalog too", () => {
    expect(translateValidation("tl", NEW_PASSWORD_TOO_SHORT_MESSAGE)).toBe(tl["validation.newPassword"]);
    expect(translateValidation("tl", NEW_PASSWORD_TOO_COMMON_MESSAGE)).toBe(tl["validation.commonPassword"]);
    expect(translateValidation("en", NEW_PASSWORD_TOO_COMMON_MESSAGE)).toBe(NEW_PASSWORD_TOO_COMMON_MESSAGE);
  });
});
