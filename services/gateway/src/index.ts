export { buildGateway } from "./app";
export { GatewayConfigSchema, startGateway } from "./service";
