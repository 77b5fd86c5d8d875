/**
 * Runs `work` every `intervalMs`, never two at once (a run still going when the next is due is not doubled),
 * without keeping the process alive. `stop` ends the repetition and waits for a run in progress.
 */
export function repeatEvery(
  intervalMs: number,
  work: () => Promise<unknown>,
  onError: (err: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= work()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
