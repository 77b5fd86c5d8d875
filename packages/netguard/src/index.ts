export {
  createGuardedAgents,
  createGuardedLookup,
  createLinkChecker,
  FORBIDDEN_ADDRESS,
  ForbiddenAddressError,
  type GuardedAgentOptions,
  isForbiddenAddressError,
  type LinkCheckOptions,
  type ResolveAll,
} from "./agents";
export { checkUrl, createUrlChecker, type GuardOptions, type UrlCheck, type UrlCheckFailure } from "./check-url";
export { type AddressClass, classifyAddress } from "./classify";
export {
  checkUpload,
  DEFAULT_UPLOAD_LIMITS,
  type Dimensions,
  decodeDataUrl,
  imageDimensions,
  sniffFileType,
  UPLOAD_TYPES,
  type UploadCheck,
  type UploadLimits,
  type UploadType,
} from "./file-guard";
export { type ConnectTarget, isForbiddenHostname, parseResolveEntries } from "./hosts";
