import type { Runtime } from "@suri/kit";

/**
 * Deletes uploaded files older than `objectTtlMs`: the files of jobs that died before the scraper
 * read them (the scraper deletes every file it read). Runs every tenth of the TTL.
 */
export function startUploadSweeper(rt: Runtime, opts: { objectTtlMs: number }) {
  const sweep = async () => {
    try {
      const removed = await rt.objects.deleteOlderThan(new Date(rt.now().getTime() - opts.objectTtlMs));
      if (removed) rt.log.info({ removed }, "deleted stale uploaded files");
    } catch (err) {
      rt.log.warn({ err }, "upload sweep failed");
    }
  };
  const timer = setInterval(sweep, Math.max(1000, Math.floor(opts.objectTtlMs / 10)));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
