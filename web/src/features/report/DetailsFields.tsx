import { Field, Input, InputGroup, SimpleGrid } from "@chakra-ui/react";
import { type CorrectableField, PropertyTypeSchema } from "@suri/contracts";
import { OptionSelect } from "../../components/OptionSelect";
import { type MessageKey, useI18n } from "../../i18n";
import { FIELD_LABEL, type FormValues, MONEY_FIELDS, READING_ORDER } from "./reading";

const NUMERIC_MODE: Partial<Record<CorrectableField, "decimal" | "numeric">> = {
  priceCentavos: "decimal",
  equityCentavos: "decimal",
  balanceCentavos: "decimal",
  monthlyAmortizationCentavos: "decimal",
  floorAreaSqm: "decimal",
  lotAreaSqm: "decimal",
  bedrooms: "numeric",
  bathrooms: "numeric",
};

/** What a pasalo's figures are, under their boxes: the words sellers use differ. */
const HINT: Partial<Record<CorrectableField, MessageKey>> = {
  equityCentavos: "reading.hint.equity",
  balanceCentavos: "reading.hint.balance",
  monthlyAmortizationCentavos: "reading.hint.monthly",
};

/**
 * The listing's fields as a form: the price in pesos, the areas in square metres, the type and the offer
 * as choices, the place as text. Two columns from a small tablet up, one on a phone. `needed` marks the
 * figures a report cannot be made without; `unsure` the values to check; `fields` which fields to show
 * (a pasalo's equity, balance and amortisation follow the price).
 */
export function DetailsFields({
  values,
  errors,
  onChange,
  needed = [],
  unsure = [],
  unsureHint = "corrections.form.unsure",
  fields = READING_ORDER,
}: {
  values: FormValues;
  errors: Partial<Record<CorrectableField, string>>;
  onChange: (field: CorrectableField, value: string) => void;
  needed?: readonly CorrectableField[];
  unsure?: readonly CorrectableField[];
  /** What a flagged field says under it: whether saving confirms it depends on the form. */
  unsureHint?: MessageKey;
  fields?: readonly CorrectableField[];
}) {
  const { t, tv } = useI18n();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {fields.map((field) => {
        const error = errors[field];
        const helper = needed.includes(field)
          ? t("corrections.form.needed")
          : unsure.includes(field)
            ? t(unsureHint)
            : HINT[field]
              ? t(HINT[field])
              : null;
        return (
          <Field.Root key={field} invalid={!!error} required={needed.includes(field)} minW="0">
            <Field.Label>
              {t(FIELD_LABEL[field])}
              {field === "floorAreaSqm" || field === "lotAreaSqm" ? ` (${t("corrections.form.sqmUnit")})` : ""}
              <Field.RequiredIndicator />
            </Field.Label>
            <FieldInput field={field} value={values[field]} onChange={(v) => onChange(field, v)} />
            {error ? (
              <Field.ErrorText data-testid={`field-error-${field}`}>{tv(error)}</Field.ErrorText>
            ) : helper ? (
              <Field.HelperText color={unsure.includes(field) ? "orange.fg" : undefined}>{helper}</Field.HelperText>
            ) : null}
          </Field.Root>
        );
      })}
    </SimpleGrid>
  );
}

/** One field's editor: a choice for the type and the offer, pesos for money, a text box for the rest. */
export function FieldInput({
  field,
  value,
  onChange,
}: {
  field: CorrectableField;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  const testId = `field-${field}`;
  if (field === "propertyType" || field === "offerType") {
    const options =
      field === "propertyType"
        ? PropertyTypeSchema.options.map((type) => ({ value: type, label: t(`type.${type}`) }))
        : [
            { value: "sale", label: t("reading.offer.sale") },
            { value: "rent", label: t("reading.offer.rent") },
          ];
    return (
      <OptionSelect
        value={value}
        onChange={onChange}
        options={options}
        testId={testId}
        placeholder={t("corrections.form.choose")}
      />
    );
  }
  const input = (
    <Input
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputMode={NUMERIC_MODE[field]}
      autoComplete="off"
      maxLength={MONEY_FIELDS.has(field) ? 24 : 80}
      data-testid={testId}
    />
  );
  return MONEY_FIELDS.has(field) ? <InputGroup startElement="₱">{input}</InputGroup> : input;
}
