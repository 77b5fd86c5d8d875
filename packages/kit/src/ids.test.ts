import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { idFromName, newId } from "./ids";

describe("idFromName", () => {
  it("gives one RFC 9562 version-5 id per name, and different names different ids", () => {
    const id = idFromName("user-1:key-1");
    expect(idFromName("user-1:key-1")).toBe(id);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idFromName("user-1:key-2")).not.toBe(id);
    expect(idFromName("user-2:key-1")).not.toBe(id);
    expect(newId()).not.toBe(newId());
  });
});

describe("parseCsv", () => {
  it("reads quoted commas, doubled quotes, line breaks in fields, CRLF, a byte-order mark and short rows", () => {
    const text = '\uFEFFtitle,price,notes\r\n"Condo, Cebu",5000000,"says ""new""\nsecond line"\r\nLot,1200\n\r\n';
    expect(parseCsv(text)).toEqual([
      { title: "Condo, Cebu", price: "5000000", notes: 'says "new"\nsecond line' },
      { title: "Lot", price: "1200", notes: "" },
    ]);
  });
});
