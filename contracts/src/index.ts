export * from "./api";
export * from "./envelope";
export * from "./events";
export * from "./listing";
export * from "./report";
export * from "./rpc";
