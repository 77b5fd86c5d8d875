import { describe, expect, it } from "vitest";
import { listingFromText } from "./from-text";
import { provinceOfTown } from "./gazetteer";
import { parseAddress } from "./place-evidence";
import { normaliseCity, normaliseProvince, regionOfCity } from "./places";

const read = (text: string) => listingFromText(text, { source: "text", sourceSite: "pasted-text" });

describe("places on the PSGC list", () => {
  it("gives a Metro Manila city the province Metro Manila, as the portals write it", () => {
    const listing = read("Townhouse for sale in Malabon\nPrice: 5.2M\nFloor area 60 sqm");
    expect(listing?.address).toMatchObject({ city: "Malabon", province: "Metro Manila", region: "Metro Manila" });
    expect(normaliseProvince("NCR")).toBe("Metro Manila");
  });

  it("places a town real listings have not named yet by the province the address states", () => {
    // Alone, a name only PSGC knows is more often a barangay ("San Roque", "Pasil") than that town.
    expect(provinceOfTown("Pasil")).toBeUndefined();
    expect(parseAddress("Lot 4, Binalbagan, Negros Occidental")).toMatchObject({
      city: "Binalbagan",
      province: "Negros Occidental",
      region: "Negros Island Region",
    });
    expect(regionOfCity("Calamba")).toBe("CALABARZON");
  });

  it("spells a town as PSGC does, without its City", () => {
    expect(normaliseCity("Sta. Rosa City")).toBe("Santa Rosa");
    expect(normaliseCity("City of Dasmarinas")).toBe("Dasmariñas");
    expect(normaliseCity("Cebu")).toBe("Cebu City");
  });
});
