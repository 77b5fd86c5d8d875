import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface DialogFrameProps extends Omit<Dialog.RootProps, "children"> {
  /** The element that opens the dialog (wrapped in Dialog.Trigger), when the dialog owns its button. */
  trigger?: ReactNode;
  /** Props of the dialog's box: a test id, a border radius or margin of its own. */
  content?: Dialog.ContentProps;
  /** The dialog box's data-testid. */
  testId?: string;
  /** A close button in the corner; a string is its accessible name. */
  closeButton?: boolean | string;
  children: ReactNode;
}

/**
 * Suri's dialog: centred over a backdrop, a rounded box with a margin on a phone, and (when asked) the
 * close button in its corner. The header, body and footer are the caller's.
 */
export function DialogFrame({ trigger, content, testId, closeButton, children, ...root }: DialogFrameProps) {
  return (
    <Dialog.Root placement="center" {...root}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" borderRadius="2xl" data-testid={testId} {...content}>
            {children}
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" {...(typeof closeButton === "string" ? { "aria-label": closeButton } : {})} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface FormFooterProps extends Dialog.FooterProps {
  cancel: string;
  submit: string;
  busy: boolean;
  submitTestId: string;
}

/** A dialog form's footer: Cancel closes the dialog, the brand button submits the form. */
export function DialogFormFooter({ cancel, submit, busy, submitTestId, ...footer }: FormFooterProps) {
  return (
    <Dialog.Footer {...footer}>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" type="button">
          {cancel}
        </Button>
      </Dialog.ActionTrigger>
      <Button type="submit" colorPalette="brand" loading={busy} data-testid={submitTestId}>
        {submit}
      </Button>
    </Dialog.Footer>
  );
}
