import { useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsFromZod } from "./form-errors";

/**
 * A form's text values and per-field errors; `field(name)` gives a TextField its name, value, change
 * handler and error, and `parse(schema)` checks the values (or what the form sends) before submitting.
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
  /** The parsed input, with every error cleared; undefined when it fails, with each field's first message shown. */
  const parse = <T>(schema: z.ZodType<T>, input: unknown = values): T | undefined => {
    const parsed = schema.safeParse(input);
    setErrors(parsed.success ? {} : fieldErrorsFromZod(parsed.error));
    return parsed.data;
  };
  return { values, errors, setErrors, field, parse };
}
