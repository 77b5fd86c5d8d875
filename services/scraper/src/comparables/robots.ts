/**
 * robots.txt rules for one user agent (RFC 9309): the group naming our agent, else the `*` group;
 * the longest matching Allow/Disallow path wins, Allow on a tie; `*` and `$` patterns supported.
 */
export function robotsAllows(robotsTxt: string, userAgent: string, path: string): boolean {
  const rules = rulesFor(robotsTxt, userAgent.toLowerCase());
  let best: { allow: boolean; length: number } | undefined;
  for (const rule of rules) {
    if (!rule.pattern || !matches(rule.pattern, path)) continue;
    const length = rule.pattern.length;
    if (!best || length > best.length || (length === best.length && rule.allow)) best = { allow: rule.allow, length };
  }
  return best?.allow ?? true;
}

interface Rule {
  allow: boolean;
  pattern: string;
}

function rulesFor(robotsTxt: string, agent: string): Rule[] {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | undefined;
  for (const raw of robotsTxt.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (key === "user-agent") {
      if (!current || current.rules.length) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
    } else if ((key === "allow" || key === "disallow") && current) {
      current.rules.push({ allow: key === "allow", pattern: value });
    }
  }
  const own = groups.filter((group) => group.agents.some((name) => name !== "*" && agent.includes(name)));
  const chosen = own.length ? own : groups.filter((group) => group.agents.includes("*"));
  return chosen.flatMap((group) => group.rules);
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`).test(path);
}
