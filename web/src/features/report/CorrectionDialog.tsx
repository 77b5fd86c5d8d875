import { Alert, Button, Dialog, Stack, Text } from "@chakra-ui/react";
import { type CorrectableField, fieldValue, type ReportRecord } from "@suri/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { correctReport } from "../../api/corrections";
import { isApiError } from "../../api/http";
import { queryKeys } from "../../api/keys";
import { DialogFormFooter, DialogFrame } from "../../components/DialogFrame";
import { notify } from "../../components/ui/toaster";
import { useI18n } from "../../i18n";
import { DetailsFields } from "./DetailsFields";
import {
  detailsFromForm,
  FIELD_OF_ERROR_CODE,
  type FormValues,
  formValuesOf,
  MESSAGE_OF_ERROR_CODE,
  NEW_REPORT_ERROR_CODES,
  readingFields,
} from "./reading";

/**
 * The form behind "Correct what we read": the fields the report now uses, pre-filled; saving sends only
 * what changed, and the answer — the report valued again as a new revision, free — replaces the page's
 * copy, so the figures change in place. A report changed elsewhere in the meantime (409) is reloaded. A
 * change that is no misreading (another property, a figure far from the listing's) or one past the
 * report's corrections is refused with the reason, and the dialog offers a new report instead.
 */
export function CorrectionDialog({
  record,
  open,
  onOpenChange,
}: {
  record: ReportRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, tv, locale } = useI18n();
  const queryClient = useQueryClient();
  const initial = useMemo(() => formValuesOf((field) => fieldValue(record.parsedData, field)), [record]);
  const fields = useMemo(() => readingFields(record.parsedData), [record]);
  const unsure = useMemo(
    () => fields.filter((f) => record.reading?.fields[f]?.uncertain && !record.corrections?.[f]),
    [record, fields],
  );
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<CorrectableField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [newReport, setNewReport] = useState(false);
  // One key per distinct correction: pressing Save again after a lost answer is the same correction.
  const keys = useRef(new Map<string, string>());

  const save = useMutation({
    mutationFn: ({ body, key }: { body: Parameters<typeof correctReport>[1]; key: string }) =>
      correctReport(record.id, body, key),
    onSuccess: (next) => {
      // The answer holds every language: it serves this reader; a copy kept in another language is stale.
      queryClient.removeQueries({
        queryKey: queryKeys.report(record.id),
        predicate: (query) => query.queryKey[3] !== locale,
      });
      queryClient.setQueryData(queryKeys.report(record.id, locale), next);
      void queryClient.invalidateQueries({ queryKey: queryKeys.userReports });
      notify("success", t("corrections.savedTitle"), t("corrections.savedBody"));
      onOpenChange(false);
    },
    onError: (error) => {
      if (!isApiError(error)) {
        setFormError(t("report.errorGeneric"));
        return;
      }
      const code = error.code ?? "";
      setNewReport(NEW_REPORT_ERROR_CODES.has(code) || code.endsWith("_not_a_misreading"));
      if (error.status === 409 && !NEW_REPORT_ERROR_CODES.has(code)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.report(record.id) });
        notify("error", t("corrections.staleTitle"), t("corrections.error.stale"));
        onOpenChange(false);
        return;
      }
      if (error.fieldErrors) {
        const byField: Partial<Record<CorrectableField, string>> = {};
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if ((fields as readonly string[]).includes(field) && messages[0]) {
            byField[field as CorrectableField] = messages[0];
          }
        }
        setErrors(byField);
      }
      const field = FIELD_OF_ERROR_CODE[code];
      const key = MESSAGE_OF_ERROR_CODE[code];
      const message = key ? t(key) : error.serverMessage;
      if (field) setErrors((e) => ({ ...e, [field]: message }));
      else setFormError(message);
    },
  });

  const reset = () => {
    setValues(initial);
    setErrors({});
    setFormError(null);
    setNewReport(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setNewReport(false);
    // Saving the form is the user's word on the flagged values too: those left as they were are confirmed.
    const confirmed = unsure.filter((field) => initial[field].trim() !== "");
    const outcome = detailsFromForm(values, initial, confirmed);
    setErrors(outcome.errors);
    if (Object.keys(outcome.errors).length) return;
    if (Object.keys(outcome.details).length === 0) {
      setFormError(t("corrections.error.nothing"));
      return;
    }
    const body = { revision: record.revision ?? 1, ...outcome.details };
    const signature = JSON.stringify(body);
    const key = keys.current.get(signature) ?? crypto.randomUUID();
    keys.current.set(signature, key);
    save.mutate({ body, key });
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(e) => {
        if (e.open) reset();
        onOpenChange(e.open);
      }}
      size={{ mdDown: "full", md: "lg" }}
      scrollBehavior="inside"
      testId="correction-dialog"
      content={{ mx: undefined, borderRadius: { mdDown: "0", md: "2xl" } }}
      closeButton={t("common.close")}
    >
      <form onSubmit={onSubmit} noValidate style={{ display: "contents" }}>
        <Dialog.Header>
          <Dialog.Title fontFamily="heading">{t("corrections.title")}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Text color="fg.muted">{t("corrections.intro")}</Text>
            {formError ? (
              <Alert.Root status="error" borderRadius="lg" data-testid="correction-error">
                <Alert.Indicator />
                <Alert.Description>{tv(formError)}</Alert.Description>
              </Alert.Root>
            ) : null}
            {newReport ? (
              <Button asChild alignSelf="flex-start" size="sm" variant="outline" colorPalette="brand">
                <Link to="/analyze" data-testid="correction-new-report">
                  {t("corrections.newReport")}
                </Link>
              </Button>
            ) : null}
            <DetailsFields
              values={values}
              errors={errors}
              unsure={unsure}
              fields={fields}
              onChange={(field, value) => {
                setValues((v) => ({ ...v, [field]: value }));
                setErrors((e) => ({ ...e, [field]: undefined }));
              }}
            />
          </Stack>
        </Dialog.Body>
        <DialogFormFooter
          flexWrap="wrap"
          cancel={t("corrections.cancel")}
          submit={t("corrections.save")}
          busy={save.isPending}
          submitTestId="correction-save"
        />
      </form>
    </DialogFrame>
  );
}
