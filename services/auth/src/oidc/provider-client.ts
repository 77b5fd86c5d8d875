import { AppError, type Logger } from "@suri/kit";
import * as oidc from "openid-client";
import { isLoopbackHttp, type OidcClientSettings } from "./config";

/** A discovery or token request that takes longer is given up: the caller's RPC budget is 10 s. */
const PROVIDER_TIMEOUT_SEC = 5;

export const providerUnavailable = () =>
  new AppError("social_unavailable", "Google sign-in is not available right now. Please try again later.", 503);

/**
 * The OpenID client of one provider. Discovery runs once, at start and again on demand after a failure,
 * so an issuer that cannot be reached fails its sign-ins with a clear message and nothing else.
 */
export class ProviderClient {
  private config: Promise<oidc.Configuration> | undefined;

  constructor(
    readonly settings: OidcClientSettings,
    private readonly log: Logger,
  ) {}

  /** Discover in the background (at start): a failure is logged and retried by the first sign-in. */
  warmUp(): void {
    this.configuration().catch(() => {});
  }

  configuration(): Promise<oidc.Configuration> {
    this.config ??= this.discover().catch((err) => {
      this.config = undefined;
      this.log.warn({ err, issuer: this.settings.issuer.href }, "OpenID discovery failed");
      throw providerUnavailable();
    });
    return this.config;
  }

  private discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    // ID tokens are checked against the issuer's keys too, not only trusted because they came over TLS.
    const execute = [oidc.enableNonRepudiationChecks];
    if (isLoopbackHttp(issuer)) execute.push(oidc.allowInsecureRequests);
    return oidc.discovery(issuer, clientId, clientSecret, oidc.ClientSecretBasic(clientSecret), {
      execute,
      timeout: PROVIDER_TIMEOUT_SEC,
    });
  }
}
