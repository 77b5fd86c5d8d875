import { useEffect, useState } from "react";

/**
 * False for the first render, true right after the browser has painted it: long pages render what is
 * above the fold first and the rest a moment later, so the first paint is not held up by the whole page.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return ready;
}
