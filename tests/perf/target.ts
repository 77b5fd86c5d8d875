import path from "node:path";
import { launchChromium, WEB_DIST } from "../support/browser";
import { startListingServer } from "../support/listing-server";
import { generateReport, registerUser } from "../support/site";
import { startTestSystem } from "../support/system";

/**
 * What the web performance commands measure against: the whole system serving the built web app (news
 * feeds answered at once, as empty), Chromium, and a signed-in user with one finished report. `webDist`
 * serves another build of the web app (its server bundle beside it, in ../dist-server), so that two builds
 * can be measured side by side.
 */
export async function startPerfTarget(who: string, webDist = WEB_DIST) {
  const listings = await startListingServer();
  const sys = await startTestSystem("embedded", listings.host, {
    WEB_DIST_DIR: webDist,
    NEWS_FEEDS: "http://127.0.0.1:9/feed",
  });
  const browser = await launchChromium();
  const stop = async () => {
    await browser.close();
    await sys.stop();
    await listings.close();
  };
  try {
    const user = await registerUser(sys.url, `${who}-${Date.now()}@example.ph`);
    const reportId = await generateReport(user.client, listings.url("/property/makati-2br-salcedo"));
    return { sys, browser, user, reportId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The web builds a comparison runs against each other: PERF_BUILDS=label=dist,label=dist … */
export function buildsToCompare(): { label: string; dir: string }[] {
  return (process.env.PERF_BUILDS ?? "")
    .split(",")
    .filter(Boolean)
    .map((entry) => {
      const [label = "", dir = ""] = entry.split("=");
      return { label, dir: path.resolve(dir) };
    });
}
