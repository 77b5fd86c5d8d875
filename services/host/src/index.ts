export { type RunningSystem, startSystem } from "./system";
