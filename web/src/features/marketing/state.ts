import { atom } from "jotai";

/** The disclaimer side panel: open or closed. UI state only. */
export const disclaimerPanelAtom = atom(false);

/** The chat bubble's 'Chat with us' panel: open or closed. */
export const chatPanelAtom = atom(false);
