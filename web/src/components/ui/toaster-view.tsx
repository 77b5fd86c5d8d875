import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from "@chakra-ui/react";
import type { ToastType } from "./toaster";

/** SPEC §9: at most one toast at a time; success 3 s, error 5 s, time-outs 8 s. */
const toaster = createToaster({ placement: "top-end", max: 1, pauseOnPageIdle: true });

export const toastDurationMs = { success: 3_000, error: 5_000, info: 5_000, timeout: 8_000 } as const;

export function showToast(type: ToastType, title: string, description?: string): void {
  toaster.create({ type, title, description, duration: toastDurationMs[type], closable: true });
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
