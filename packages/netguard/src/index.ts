export {
  createGuardedAgents,
  createGuardedLookup,
  FORBIDDEN_ADDRESS,
  ForbiddenAddressError,
  type GuardedAgentOptions,
  isForbiddenAddressError,
  type ResolveAll,
} from "./agents";
export { checkUrl, createUrlChecker, type GuardOptions, type UrlCheck, type UrlCheckFailure } from "./check-url";
export { type AddressClass, classifyAddress } from "./classify";
export { isForbiddenHostname } from "./hosts";
