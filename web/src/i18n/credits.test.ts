import { RestoreCreditRequestSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "./catalogues";
import { creditsEn } from "./credits.en";
import { en } from "./en";
import { tl } from "./tl";
import { translateValidation } from "./translate";

describe("credit and payment strings", () => {
  it("are all in the catalogues and not shadowed by another entry with the same key", () => {
    for (const [key, text] of Object.entries(creditsEn)) {
      expect(en[key as keyof typeof en], key).toBe(text);
      expect(tl[key as keyof typeof tl], key).toBeTruthy();
    }
  });

  it("keep SPEC wording in English", () => {
    expect(en["paymentCancel.body"]).toBe(
      "You've canceled the payment process. No charges have been made to your account.",
    );
    expect(en["payment.toast.successBody"]).toBe("{n} credits have been added to your account.");
    expect(en["payment.error.server"]).toBe("Server error ({status}). We're experiencing technical difficulties.");
    expect(en["checkout.error.unavailable"]).toBe(
      "Payment system is currently unavailable. Please try again later or contact support.",
    );
    expect(en["checkout.signInBody"]).toBe("Please sign in or create an account to purchase credits");
  });

  it("translate the restore-credit validation message of the contract", async () => {
    await loadCatalogue("tl");
    const result = RestoreCreditRequestSchema.safeParse({ reason: "bad" });
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message ?? "";
    expect(translateValidation("tl", message)).toBe(tl["validation.restoreReason"]);
  });
});
