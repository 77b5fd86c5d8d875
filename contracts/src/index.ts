export * from "./listing";
export * from "./report";
export * from "./api";
