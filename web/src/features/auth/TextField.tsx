import { Field, Input } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import { useI18n } from "../../i18n";

interface TextFieldProps extends Omit<ComponentProps<typeof Input>, "onChange" | "value"> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}

/** A labelled input whose error comes from the contracts' schemas (translated when known). */
export function TextField({ label, value, onValueChange, error, ...inputProps }: TextFieldProps) {
  const { tv } = useI18n();
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onValueChange(e.target.value)} {...inputProps} />
      <Field.ErrorText>{error ? tv(error) : null}</Field.ErrorText>
    </Field.Root>
  );
}
