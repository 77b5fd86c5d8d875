import { lazy, Suspense, useSyncExternalStore } from "react";

export type ToastType = "success" | "error" | "info";

/**
 * Toasts are rare on a first visit, so their code (the toast machine and its view) arrives with the
 * first one: `notify` loads it and mounts the view, then shows the toast.
 */
const ToasterView = lazy(() => import("./toaster-view"));
let wanted = false;
const listeners = new Set<() => void>();

export function notify(type: ToastType, title: string, description?: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import("./toaster-view").then((m) => m.showToast(type, title, description));
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
