import { atom } from "jotai";

/** The side navigation drawer on narrow screens. */
export const navOpenAtom = atom(false);
