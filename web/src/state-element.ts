/** The id of the JSON data block a server-rendered user page carries its query data in. */
export const STATE_ELEMENT_ID = "suri-state";
