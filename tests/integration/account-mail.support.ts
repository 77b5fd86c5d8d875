import { createHash } from "node:crypto";

/** How auth keeps a link's token: its sha256 only. */
export const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export const PASTED = [
  "FOR SALE: 2-bedroom condo unit in Salcedo Village, Makati City.",
  "Price: PHP 9,800,000. Floor area 62 sqm, 2 bedrooms, 1 bathroom, with parking.",
  "Contact the owner through this listing.",
].join("\n");
