import { useState } from "react";
import type { FieldErrors } from "./form-errors";

/**
 * A form's text values and per-field errors; `field(name)` gives a TextField its name, value, change
 * handler and error.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: K) => ({
    name,
    value: values[name],
    onValueChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    error: errors[name],
  });
  return { values, errors, setErrors, field };
}
