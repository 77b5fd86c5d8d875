import { Alert, Badge, Box, Button, Field, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import type { CorrectableField, ListingTextReading } from "@suri/contracts";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { isApiError } from "../../api/http";
import { userQueryOptions } from "../../api/session";
import { useI18n } from "../../i18n";
import { FieldInput } from "../report/DetailsFields";
import {
  FIELD_LABEL,
  FIELD_OF_ERROR_CODE,
  type FormValues,
  MESSAGE_OF_ERROR_CODE,
  sourceKey,
  surenessKey,
} from "../report/reading";
import { confirmedFromForm, fieldsToConfirm, neededToConfirm, readValues } from "./confirm-reading";
import { NeedCreditsNotice } from "./NeedCreditsNotice";
import { useStartGeneration } from "./useStartGeneration";

type FieldErrors = Partial<Record<CorrectableField, string>>;

/**
 * "What we read" of a pasted text, before anything is spent: each field with its value, editable in place
 * with the correction form's editors, and the words it was read from. One button confirms it all and starts
 * the report — the only step that spends a credit (or the free report), and its label says so. Every value
 * confirmed counts as stated; a town we do not know, or a value out of range, is refused on its field.
 */
export function ReadingCheck({
  text,
  read,
  idempotencyKey,
  outOfCredits,
  onBack,
}: {
  text: string;
  read: ListingTextReading;
  idempotencyKey: string;
  outOfCredits: boolean;
  onBack: () => void;
}) {
  const { t } = useI18n();
  const { data: user } = useQuery(userQueryOptions());
  const fields = useMemo(() => fieldsToConfirm(read), [read]);
  const [values, setValues] = useState<FormValues>(() => readValues(read));
  const [errors, setErrors] = useState<FieldErrors>({});
  const needed = neededToConfirm(read, values);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The first field refused is brought into view, its editor focused: the list is longer than a phone's screen.
  const focusFirst = (refused: FieldErrors) => {
    const first = fields.find((field) => refused[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[data-testid="field-${first}"]`)?.focus();
  };

  useEffect(() => {
    heading.current?.focus();
  }, []);

  // A refusal about one field is shown on it; any other is the dialog's usual toast.
  const showsRefusal = (error: unknown) => {
    if (!isApiError(error)) return false;
    const code = error.code ?? "";
    const field = FIELD_OF_ERROR_CODE[code];
    if (field) {
      const key = MESSAGE_OF_ERROR_CODE[code];
      setErrors((e) => ({ ...e, [field]: key ? t(key) : error.serverMessage }));
      focusFirst({ [field]: code });
      return true;
    }
    const byField: FieldErrors = {};
    for (const [path, messages] of Object.entries(error.fieldErrors ?? {})) {
      const name = path.replace(/^confirmed\//, "") as CorrectableField;
      if (fields.includes(name) && messages[0]) byField[name] = messages[0];
    }
    if (Object.keys(byField).length === 0) return false;
    setErrors(byField);
    focusFirst(byField);
    return true;
  };
  const start = useStartGeneration({ showsRefusal });

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    const outcome = confirmedFromForm(read, values);
    setErrors(outcome.errors);
    if (Object.keys(outcome.errors).length) {
      focusFirst(outcome.errors);
      return;
    }
    start.mutate({ kind: "text", text, idempotencyKey, confirmed: outcome.details });
  };

  return (
    <form ref={form} onSubmit={onConfirm} noValidate data-testid="reading-check">
      <Stack gap="4">
        <Box>
          <Heading as="h3" size="md" ref={heading} tabIndex={-1} outline="none">
            {t("reading.title")}
          </Heading>
          {read.reading.title ? (
            <Text fontWeight="medium" mt="1" overflowWrap="anywhere" data-testid="reading-check-title">
              {read.reading.title}
            </Text>
          ) : null}
          <Text color="fg.muted" fontSize="sm" mt="1">
            {t("ingest.read.intro")}
          </Text>
        </Box>
        {read.missing.length ? (
          <Alert.Root status="info" borderRadius="lg" data-testid="reading-check-missing">
            <Alert.Indicator />
            <Alert.Description>{t("ingest.read.missing")}</Alert.Description>
          </Alert.Root>
        ) : null}
        <Stack gap="0" divideY="1px" divideColor="border.muted">
          {fields.map((field) => (
            <ReadingField
              key={field}
              field={field}
              read={read}
              value={values[field]}
              error={errors[field]}
              needed={needed.includes(field)}
              onChange={(value) => {
                setValues((v) => ({ ...v, [field]: value }));
                setErrors((e) => ({ ...e, [field]: undefined }));
              }}
            />
          ))}
        </Stack>
        {outOfCredits ? <NeedCreditsNotice /> : null}
        <Flex gap="3" direction={{ base: "column-reverse", sm: "row" }} justify="flex-end">
          <Button variant="outline" onClick={onBack} data-testid="paste-text-back">
            {t("ingest.read.back")}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            loading={start.isPending}
            disabled={outOfCredits}
            whiteSpace="normal"
            h="auto"
            minH="11"
            py="2"
            data-testid="paste-text-confirm"
          >
            {t(user?.freeReportAvailable ? "ingest.read.confirmFree" : "ingest.read.confirmPaid")}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/** One field: its label, its editor, and the words it was read from (or that the text does not state it). */
function ReadingField({
  field,
  read,
  value,
  error,
  needed,
  onChange,
}: {
  field: CorrectableField;
  read: ListingTextReading;
  value: string;
  error: string | undefined;
  needed: boolean;
  onChange: (value: string) => void;
}) {
  const { t, tv } = useI18n();
  const reading = read.reading.fields[field];
  const unsure = !!reading?.uncertain && reading.value !== null;
  const area = field === "floorAreaSqm" || field === "lotAreaSqm";
  return (
    <Field.Root invalid={!!error} required={needed} py="3" minW="0" data-testid={`reading-check-${field}`}>
      <Flex w="full" justify="space-between" align="center" gap="2" wrap="wrap">
        <Field.Label>
          {t(FIELD_LABEL[field])}
          {area ? ` (${t("corrections.form.sqmUnit")})` : ""}
          <Field.RequiredIndicator />
        </Field.Label>
        {unsure ? (
          <Badge colorPalette="orange" variant="subtle" data-testid={`reading-check-unsure-${field}`}>
            {t("reading.checkThis")}
          </Badge>
        ) : null}
      </Flex>
      <FieldInput field={field} value={value} onChange={onChange} />
      {error ? (
        <Field.ErrorText data-testid={`field-error-${field}`}>{tv(error)}</Field.ErrorText>
      ) : (
        <Field.HelperText overflowWrap="anywhere" data-testid={`reading-check-snippet-${field}`}>
          {needed ? t("corrections.form.needed") : <WhereFrom reading={reading} />}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}

function WhereFrom({ reading }: { reading: ListingTextReading["reading"]["fields"][CorrectableField] }) {
  const t = useI18n().t;
  if (!reading?.source || reading.value === null) return <>{t("ingest.read.notStated")}</>;
  const from = t("reading.from", { source: t(sourceKey(reading.source)) });
  const sure = reading.confidence === undefined ? "" : ` · ${t(surenessKey(reading.confidence))}`;
  return (
    <>
      {reading.snippet ? (
        <Text as="span" fontStyle="italic">
          {t("reading.quoted", { text: reading.snippet })}
        </Text>
      ) : null}
      {reading.snippet ? " — " : null}
      {from}
      {sure}
    </>
  );
}
