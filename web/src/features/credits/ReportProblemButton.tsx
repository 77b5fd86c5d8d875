import { Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { RestoreCreditRequestSchema } from "@suri/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { LuFlag } from "react-icons/lu";
import { invalidateBalances, restoreCredit } from "../../api/credits";
import { notify } from "../../components/ui/toaster";
import { useI18n } from "../../i18n";
import { describeRestoreError } from "./restore-errors";

const reasonCharsMax = 1000;

/**
 * 'Report a problem' on a report: asks what went wrong and requests the 7-day credit restoration.
 * Self-contained so the report header mounts it with one line.
 */
export function ReportProblemButton({ reportId }: { reportId: string }) {
  const { t, tv } = useI18n();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);

  const restore = useMutation({
    mutationFn: (text: string) => restoreCredit(reportId, text),
    onSuccess: (result) => {
      void invalidateBalances(queryClient);
      notify(
        result.restored ? "success" : "info",
        t(result.restored ? "restore.doneTitle" : "restore.notDoneTitle"),
        result.message,
      );
      setOpen(false);
      setReason("");
    },
    onError: (error) => {
      const failure = describeRestoreError(error);
      if (failure.kind === "field") {
        setFieldError(failure.message);
        return;
      }
      const { message } = failure;
      notify("error", t(failure.titleKey), "text" in message ? message.text : t(message.key));
      // A refusal (409/422/429) will not change on a second try; the dialog closes so the toast is the answer.
      setOpen(false);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RestoreCreditRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? t("validation.restoreReason"));
      return;
    }
    setFieldError(null);
    restore.mutate(parsed.data.reason);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) setFieldError(null);
      }}
      placement="center"
      size="md"
    >
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" colorPalette="gray" data-testid="report-problem">
          <LuFlag aria-hidden /> {t("restore.button")}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="2xl" mx="4">
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title fontFamily="heading">{t("restore.title")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">{t("restore.intro")}</Text>
                  <Field.Root invalid={!!fieldError} required>
                    <Field.Label>{t("restore.reasonLabel")}</Field.Label>
                    <Textarea
                      value={reason}
                      onChange={(e) => {
                        setReason(e.target.value);
                        setFieldError(null);
                      }}
                      maxLength={reasonCharsMax}
                      rows={4}
                      placeholder={t("restore.reasonPlaceholder")}
                      data-testid="report-problem-reason"
                    />
                    {fieldError ? (
                      <Field.ErrorText>{tv(fieldError)}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>
                        {t("restore.reasonHint", { count: reason.length, max: reasonCharsMax })}
                      </Field.HelperText>
                    )}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    {t("restore.cancel")}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={restore.isPending}
                  data-testid="report-problem-submit"
                >
                  {t("restore.submit")}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
