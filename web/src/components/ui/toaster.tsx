import { lazy, Suspense, useSyncExternalStore } from "react";

export type ToastType = "success" | "error" | "info";

/**
 * Toasts are rare on a first visit, so their code (the toast machine and its view) arrives with the
 * first one: `notify` loads it and mounts the view, then shows the toast.
 */
const ToasterView = lazy(() => import("./toaster-view"));
let wanted = false;
const listeners = new Set<() => void>();

/** Shows a toast. `options.carry`: it reports what the next page shows and survives one navigation. */
export function notify(type: ToastType, title: string, description?: string, options?: { carry?: boolean }): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // The page is read now: the toast module may arrive after a navigation has begun.
  const path = window.location.pathname;
  void import("./toaster-view").then((m) => m.showToast(type, title, description, path, options?.carry ?? false));
}

/** Called on every navigation: toasts from the previous page are cleared (issue 20: stale toasts). */
export function clearStaleToasts(path: string): void {
  if (!wanted) return;
  void import("./toaster-view").then((m) => m.clearToastsFrom(path));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return mounted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
