import { Button, Dialog, Field, Stack, Text, Textarea } from "@chakra-ui/react";
import { RestoreCreditRequestSchema } from "@suri/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { LuFlag } from "react-icons/lu";
import { invalidateBalances, restoreCredit } from "../../api/credits";
import { DialogFormFooter, DialogFrame } from "../../components/DialogFrame";
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
    <DialogFrame
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) setFieldError(null);
      }}
      size="md"
      trigger={
        <Button variant="ghost" size="sm" colorPalette="gray" data-testid="report-problem">
          <LuFlag aria-hidden /> {t("restore.button")}
        </Button>
      }
      closeButton={t("common.close")}
    >
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
        <DialogFormFooter
          cancel={t("restore.cancel")}
          submit={t("restore.submit")}
          busy={restore.isPending}
          submitTestId="report-problem-submit"
        />
      </form>
    </DialogFrame>
  );
}
