import { describe, expect, it } from "vitest";
import {
  barangaysOf,
  localityNamed,
  placeKey,
  provinceNamed,
  regionNamed,
  regionOfProvince,
  TOWNS,
  townById,
  townNamed,
  townsNamed,
  townsOfBarangay,
} from "./index";

describe("the PSGC list behind the gazetteer", () => {
  it("holds every city and municipality and every barangay of PSGC Q4 2025", () => {
    expect(TOWNS).toHaveLength(1642);
    expect(TOWNS.reduce((sum, town) => sum + barangaysOf(town).length, 0)).toBe(42_011);
    expect(new Set(TOWNS.map((town) => town.id)).size).toBe(TOWNS.length);
  });

  it("places the cities PSGC files under their own code in the province they lie in", () => {
    for (const [name, province] of [
      ["Cebu City", "Cebu"],
      ["Mandaue", "Cebu"],
      ["Lapu-Lapu", "Cebu"],
      ["Davao City", "Davao del Sur"],
    ]) {
      expect(townNamed(name)).toMatchObject({ name, province });
    }
    // Isabela City lies in Basilan but PSGC keeps it in the Zamboanga Peninsula.
    expect(townNamed("Isabela City")).toMatchObject({ province: "Basilan", region: "Zamboanga Peninsula" });
  });

  it("gives Metro Manila's cities the province Metro Manila and Manila its districts' barangays", () => {
    expect(townNamed("Malabon")).toMatchObject({ province: "Metro Manila", region: "Metro Manila" });
    expect(townNamed("City of Makati")?.name).toBe("Makati");
    expect(barangaysOf(townNamed("Manila")!)).toHaveLength(897);
  });

  it("keeps Banawa a sitio of Guadalupe, not a barangay of Cebu City", () => {
    expect(barangaysOf(townNamed("Cebu City")!)).not.toContain("Banawa");
    expect(localityNamed("Banawa")).toMatchObject({ barangay: "Guadalupe", isBarangay: false });
    expect(localityNamed("Banawa")?.town.name).toBe("Cebu City");
  });

  it("reads the spellings listings use", () => {
    expect(townNamed("QC")?.name).toBe("Quezon City");
    expect(townNamed("Lapu Lapu")?.name).toBe("Lapu-Lapu");
    expect(townNamed("Mandaue City")?.name).toBe("Mandaue");
    expect(townNamed("Sto. Tomas", "Batangas")?.name).toBe("Santo Tomas");
    expect(localityNamed("BGC")?.town.name).toBe("Taguig");
    expect(localityNamed("Fort Bonifacio")?.town.name).toBe("Taguig");
    expect(localityNamed("Eastwood City")?.town.name).toBe("Quezon City");
  });

  it("means the listed town by a shared name, and any PSGC town within a stated province", () => {
    expect(townsNamed("Liloan").map((town) => town.id)).toEqual(["Liloan"]);
    expect(townNamed("Liloan", "Southern Leyte")).toMatchObject({ id: "Liloan, Southern Leyte", listed: false });
    expect(
      townsNamed("Talisay")
        .map((town) => town.province)
        .sort(),
    ).toEqual(["Batangas", "Cebu", "Negros Occidental"]);
    expect(townNamed("Binalbagan")).toMatchObject({ province: "Negros Occidental", listed: false });
    expect(townById("Talisay, Cebu")?.province).toBe("Cebu");
  });

  it("has one province → region table and reads provinces and regions as pages write them", () => {
    expect(regionOfProvince("Negros Occidental")).toBe("Negros Island Region");
    expect(regionOfProvince("Metro Manila")).toBe("Metro Manila");
    expect(provinceNamed("NCR")).toBe("Metro Manila");
    expect(provinceNamed("Province of Rizal")).toBe("Rizal");
    expect(provinceNamed("Compostela Valley")).toBe("Davao de Oro");
    expect(regionNamed("REGION VII (CENTRAL VISAYAS)")).toBe("Central Visayas");
    expect(regionNamed("Region 4-A")).toBe("CALABARZON");
  });

  it("tells which towns a barangay may be in, most named by listings first", () => {
    const banilad = townsOfBarangay("Banilad");
    expect(banilad.map((entry) => entry.town.name)).toEqual(expect.arrayContaining(["Cebu City", "Mandaue"]));
    expect(banilad[0]!.listings).toBeGreaterThan(0);
    expect(townsOfBarangay("Brgy. Lahug")[0]?.town.name).toBe("Cebu City");
    expect(placeKey("Sta. Cruz")).toBe("santa cruz");
  });

  it("finds, when asked to, a barangay PSGC writes as one word where the text hyphenates it (a Dot Property card's 'Cot-Cot, Liloan, Cebu')", () => {
    expect(townsOfBarangay("Cot-Cot")).toEqual([]);
    expect(townsOfBarangay("Cot-Cot", true)[0]).toMatchObject({
      barangay: "Cotcot",
      town: { name: "Liloan", province: "Cebu" },
    });
  });
});
