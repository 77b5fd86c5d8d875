import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "./catalogues";
import { en, type MessageKey } from "./en";
import { tl } from "./tl";
import { hasCatalogue, placeholders, translate, translateValidation } from "./translate";

const keys = Object.keys(en) as MessageKey[];

describe("i18n catalogues", () => {
  it("has a non-empty Tagalog entry for every English key", () => {
    const missing = keys.filter((key) => typeof tl[key] !== "string" || tl[key].trim() === "");
    expect(missing).toEqual([]);
  });

  it("has no Tagalog key that English lacks", () => {
    const extra = Object.keys(tl).filter((key) => !Object.hasOwn(en, key));
    expect(extra).toEqual([]);
  });

  it("uses the same placeholders in both languages", () => {
    const mismatched = keys.filter((key) => placeholders(en[key]).join() !== placeholders(tl[key]).join());
    expect(mismatched).toEqual([]);
  });

  it("keeps SPEC wording in English", () => {
    expect(en["app.tagline"]).toBe("Mahanap ang Iyong Pangarap na Tahanan");
    expect(en["analyze.title"]).toBe("Generate a Property Report");
    expect(en["notFound.title"]).toBe("404 Page Not Found");
    expect(en["pending.timeout"]).toBe(
      "Report generation is taking longer than expected. Please check your dashboard later for the completed report.",
    );
  });
});

describe("translate", () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue("en"), loadCatalogue("tl")]);
  });

  it("loads each language on demand, once", async () => {
    expect(hasCatalogue("en") && hasCatalogue("tl")).toBe(true);
    await expect(loadCatalogue("tl")).resolves.toBeUndefined();
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate("en", "dashboard.greeting", { name: "Ana" })).toBe("Mabuhay, Ana!");
    expect(translate("en", "dashboard.greeting")).toBe("Mabuhay, {name}!");
  });

  it("switches language", () => {
    expect(translate("tl", "nav.logout")).toBe("Mag-logout");
  });

  it("falls back to English for an unknown locale", () => {
    expect(translate("xx" as "en", "nav.home")).toBe("Home");
  });

  it("translates the contracts' validation messages and passes others through", () => {
    expect(translateValidation("tl", "Passwords don't match")).toBe(tl["validation.passwordsMatch"]);
    expect(translateValidation("en", "Please enter a valid property URL")).toBe("Please enter a valid property URL");
    expect(translateValidation("tl", "Something else")).toBe("Something else");
  });
});
