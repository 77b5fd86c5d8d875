export * from "./barangays-data";
export * from "./gazetteer-data";
export * from "./provinces";
