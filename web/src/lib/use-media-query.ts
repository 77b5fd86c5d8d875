import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, kept in sync with the window. Null while hydrating prerendered
 * HTML (and in the prerender itself), where the width is not known yet: render for both cases, with CSS
 * choosing, and React settles on one right after hydration.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}
