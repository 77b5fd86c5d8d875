export { AnalyzerConfigSchema, startAnalyzer } from "./service";
