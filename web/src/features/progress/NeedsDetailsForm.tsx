import { Alert, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { type CorrectableField, FLOOR_AREA_MESSAGE, LOT_AREA_MESSAGE, type ReportJob } from "@suri/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useMemo, useState } from "react";
import { completeJobDetails } from "../../api/corrections";
import { isApiError } from "../../api/http";
import { queryKeys } from "../../api/keys";
import { useI18n } from "../../i18n";
import { neededFields } from "../analyze/confirm-reading";
import { DetailsFields } from "../report/DetailsFields";
import {
  detailsFromForm,
  FIELD_OF_ERROR_CODE,
  type FormValues,
  fieldsOfReading,
  formValuesOf,
  MESSAGE_OF_ERROR_CODE,
} from "../report/reading";

/**
 * A job whose listing lacks its price or area ends here instead of failing: what was read, pre-filled,
 * with the missing figures asked for. Sending it starts the report from the completed listing — with the
 * credit rules of any report (402 when there is none) — and follows the new job.
 */
export function NeedsDetailsForm({ job }: { job: ReportJob }) {
  const { t, tv } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reading = job.needsDetails?.reading;
  const initial = useMemo(() => formValuesOf((field) => reading?.fields[field]?.value ?? null), [reading]);
  // A pasalo's balance and amortisation are asked with the rest, pre-filled where the post states them.
  const fields = useMemo(() => fieldsOfReading(reading), [reading]);
  const unsure = fields.filter((f) => reading?.fields[f]?.uncertain && reading.fields[f]?.value !== null);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<CorrectableField, string>>>({});
  const [formError, setFormError] = useState<{ text: string; buy?: boolean } | null>(null);
  const needed = neededFields(job.needsDetails?.missing ?? [], values.propertyType);

  const send = useMutation({
    mutationFn: (details: Parameters<typeof completeJobDetails>[1]) => completeJobDetails(job.jobId, details),
    onSuccess: ({ jobId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
      void navigate({ to: "/pending-report/$jobId", params: { jobId }, replace: true });
    },
    onError: (error) => {
      if (!isApiError(error)) {
        setFormError({ text: t("report.errorGeneric") });
        return;
      }
      const code = error.code ?? "";
      const field = FIELD_OF_ERROR_CODE[code];
      const key = MESSAGE_OF_ERROR_CODE[code];
      const text = key ? t(key) : error.serverMessage;
      if (field) setErrors((e) => ({ ...e, [field]: text }));
      else setFormError({ text, buy: error.status === 402 });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    // Only what the user typed is theirs: values left as read keep where they came from (and their flags,
    // which the report shows with the way to correct them).
    const always = needed.filter((f) => f === "priceCentavos");
    const outcome = detailsFromForm(values, initial, always);
    const errs = { ...outcome.errors };
    if (needed.some((f) => f !== "priceCentavos") && !values.floorAreaSqm.trim() && !values.lotAreaSqm.trim()) {
      const areaField = needed.find((f) => f !== "priceCentavos")!;
      errs[areaField] = areaField === "lotAreaSqm" ? LOT_AREA_MESSAGE : FLOOR_AREA_MESSAGE;
    }
    setErrors(errs);
    if (Object.keys(errs).length) return;
    send.mutate(outcome.details);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="needs-details">
      <Stack gap="5">
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("details.title")}</Alert.Title>
            <Alert.Description data-testid="needs-details-message">{job.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Text color="fg.muted" fontSize="sm">
          {t("details.read")} {t("details.noCreditUsed")}
        </Text>
        {formError ? (
          <Alert.Root status="error" borderRadius="lg" data-testid="needs-details-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{tv(formError.text)}</Alert.Description>
            </Alert.Content>
            {formError.buy ? (
              <Button asChild size="sm" colorPalette="brand" alignSelf="center">
                <Link to="/pricing">{t("details.buyCredits")}</Link>
              </Button>
            ) : null}
          </Alert.Root>
        ) : null}
        <DetailsFields
          values={values}
          errors={errors}
          needed={needed}
          unsure={unsure}
          fields={fields}
          onChange={(field, value) => {
            setValues((v) => ({ ...v, [field]: value }));
            setErrors((e) => ({ ...e, [field]: undefined }));
          }}
        />
        <HStack justify="flex-end" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={send.isPending} data-testid="needs-details-submit">
            {t("details.submit")}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
