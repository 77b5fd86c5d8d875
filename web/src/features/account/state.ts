import { atom } from "jotai";

/** A report was refused because the address is not confirmed: the banner says so prominently. */
export const verifyRefusedAtom = atom(false);
