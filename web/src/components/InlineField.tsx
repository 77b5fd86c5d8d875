import { Field, Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * A one-line form on a navy band: its label for screen readers only, the input and its button side by side
 * (stacked on phones), and the error under them.
 */
export function InlineField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label srOnly>{label}</Field.Label>
      <Flex gap="2" direction={{ base: "column", sm: "row" }} w="full">
        {children}
      </Flex>
      {error ? (
        <Field.ErrorText color="sun.200" fontWeight="medium">
          {error}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}
