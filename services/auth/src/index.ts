export { AuthConfigSchema, startAuth } from "./service";
export { TOKEN_AUDIENCE, TOKEN_ISSUER } from "./sessions/tokens";
