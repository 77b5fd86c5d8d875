import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from "@chakra-ui/react";
import type { ToastType } from "./toaster";

/** SPEC §9: at most one toast at a time; success 3 s, error 5 s, time-outs 8 s. */
const toaster = createToaster({ placement: "top-end", max: 1, pauseOnPageIdle: true });

export const toastDurationMs = { success: 3_000, error: 5_000, info: 5_000, timeout: 8_000 } as const;

/** The toast on screen, the page it belongs to, and whether it may follow the next navigation. */
let shown: { id: string; path: string; carry: boolean } | null = null;

/**
 * One toast at a time, and the newest wins: a new toast replaces the one on screen at once instead of
 * queueing behind it. `carry`: the toast announces what the next page shows (signed in, signed out) and
 * survives one navigation.
 */
export function showToast(
  type: ToastType,
  title: string,
  description: string | undefined,
  path: string,
  carry: boolean,
): void {
  toaster.remove();
  const id = toaster.create({ type, title, description, duration: toastDurationMs[type], closable: true });
  shown = { id, path, carry };
  // Shown after the navigation it was meant for had already happened: clear it at once.
  if (path !== window.location.pathname) clearToastsFrom(window.location.pathname);
}

/** On arriving at `path`: a toast from another page goes, unless it was meant to follow this navigation. */
export function clearToastsFrom(path: string): void {
  if (!shown || shown.path === path) return;
  if (shown.carry) {
    shown = { ...shown, path, carry: false };
    return;
  }
  toaster.remove();
  shown = null;
}

export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
