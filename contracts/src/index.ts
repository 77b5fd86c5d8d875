export * from "./api";
export * from "./listing";
export * from "./report";
