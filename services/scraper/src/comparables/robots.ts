import robotsParser from "robots-parser";

/** robots.txt is read against a stand-in origin: the caller has already chosen the site, only the path counts. */
const ORIGIN = "https://robots.invalid";

/**
 * Whether robots.txt lets `userAgent` fetch `path` (RFC 9309, read by robots-parser): the group naming our
 * agent, else the `*` group; the longest matching rule wins, Allow on a tie; `*` and `$` patterns.
 */
export function robotsAllows(robotsTxt: string, userAgent: string, path: string): boolean {
  return robotsParser(`${ORIGIN}/robots.txt`, robotsTxt).isAllowed(`${ORIGIN}${path}`, userAgent) ?? true;
}
