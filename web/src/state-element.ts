/** The id of the JSON data block a server-rendered user page carries its query data in. */
export const STATE_ELEMENT_ID = "suri-state";

/** The id of the inert <template> holding the prefetch links of the app's code on a page rendered ahead. */
export const APP_CODE_TEMPLATE_ID = "suri-app-code";
