export * from "./gazetteer-data";
export * from "./provinces";
