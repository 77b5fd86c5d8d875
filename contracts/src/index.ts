export * from "./api";
export * from "./envelope";
export * from "./events";
export * from "./format";
export * from "./job";
export * from "./listing";
export * from "./report";
export * from "./rpc";
