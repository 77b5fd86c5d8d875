import { NativeSelect } from "@chakra-ui/react";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select over a list of options: the browser's own picker (best on phones), with a first
 * empty choice when nothing is chosen yet and `placeholder` names it.
 */
export function OptionSelect({
  value,
  onChange,
  options,
  testId,
  label,
  placeholder,
  size,
  bg,
}: {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  testId: string;
  /** The accessible name, where no visible label is tied to the field. */
  label?: string;
  placeholder?: string;
  size?: "sm" | "md";
  bg?: string;
}) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
        bg={bg}
      >
        {value === "" && placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
