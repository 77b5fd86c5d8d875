import { Box, Button, Field, Heading, HStack, Input, SimpleGrid } from "@chakra-ui/react";
import { type MessageKey, useT } from "../../i18n";
import { type CalculatorInputs, clampField, type EditableField, FIELD_LIMITS } from "./calculator-model";

const GROUPS: { title: MessageKey; fields: EditableField[] }[] = [
  { title: "calc.group.property", fields: ["price", "purchaseCostPercent", "exitCostPercent", "annualGrowthPercent"] },
  {
    title: "calc.group.income",
    fields: ["monthlyRent", "vacancyPercent", "annualRentGrowthPercent", "managementPercent", "maintenancePercent"],
  },
  { title: "calc.group.owning", fields: ["monthlyDues", "annualPropertyTax", "annualInsurance"] },
  {
    title: "calc.group.financing",
    fields: ["downPaymentPercent", "pagibigRatePercent", "pagibigTermYears", "bankRatePercent", "bankTermYears"],
  },
];

/** The report's cited inputs, each editable within sane limits; values outside them are pulled back in. */
export function CalculatorForm({
  inputs,
  onChange,
  onReset,
}: {
  inputs: CalculatorInputs;
  onChange: (next: CalculatorInputs) => void;
  onReset: () => void;
}) {
  const t = useT();
  const set = (field: EditableField, raw: string) => {
    if (raw.trim() === "") return;
    onChange({ ...inputs, [field]: clampField(field, Number(raw)) });
  };
  return (
    <Box
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      p={{ base: "5", md: "6" }}
      as="form"
      onSubmit={(e) => e.preventDefault()}
    >
      <HStack justify="space-between" mb="4">
        <Heading as="h2" size="lg">
          {t("calc.inputs")}
        </Heading>
        <Button size="sm" variant="ghost" onClick={onReset} data-testid="calc-reset">
          {t("calc.reset")}
        </Button>
      </HStack>
      {/* No loan to set up when the listing rules one out: the results say why. */}
      {GROUPS.filter((group) => !(inputs.noLoanReason && group.title === "calc.group.financing")).map((group) => (
        <Box key={group.title} mb="5">
          <Heading as="h3" size="sm" color="fg.muted" mb="2">
            {t(group.title)}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
            {group.fields.map((field) => {
              const limits = FIELD_LIMITS[field];
              return (
                <Field.Root key={field}>
                  <Field.Label>{t(`calc.field.${field}` as MessageKey)}</Field.Label>
                  <Input
                    type="number"
                    inputMode="decimal"
                    min={limits.min}
                    max={limits.max}
                    step={limits.step}
                    value={Number(inputs[field].toFixed(4))}
                    onChange={(e) => set(field, e.target.value)}
                    data-testid={`calc-${field}`}
                  />
                </Field.Root>
              );
            })}
          </SimpleGrid>
        </Box>
      ))}
    </Box>
  );
}
