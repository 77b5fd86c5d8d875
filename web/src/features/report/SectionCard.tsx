import { Box, Center, Collapsible, Flex, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LuChevronDown } from "react-icons/lu";

/**
 * Lets the browser skip styling, laying out and painting a section until it nears the screen: a report is
 * long, and its sections below the fold would otherwise delay the first paint on a phone. An estimated
 * height stands in until the section has been shown once; from then on its real size is remembered.
 */
export const renderWhenNear = { contentVisibility: "auto", containIntrinsicSize: "auto 640px" } as const;

/** The white card every report section sits in, with an optional narrative paragraph under the title. */
export function SectionCard({
  title,
  narrative,
  children,
  testId,
  id,
}: {
  title: string;
  narrative?: string | null | undefined;
  children?: ReactNode;
  testId?: string;
  id?: string;
}) {
  return (
    <Box
      as="section"
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      p={{ base: "5", md: "6" }}
      data-testid={testId}
      id={id}
      css={renderWhenNear}
    >
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      <Stack gap="4">
        {narrative ? <Text color="fg.muted">{narrative}</Text> : null}
        {children}
      </Stack>
    </Box>
  );
}

/** One labelled figure with its source line. */
export function Figure({
  label,
  value,
  detail,
  source,
  testId,
  extra,
}: {
  label: string;
  value: string;
  detail?: string | null | undefined;
  source?: ReactNode;
  testId?: string;
  /** Under the value: the amount in the reader's second currency. */
  extra?: ReactNode;
}) {
  return (
    <Stack gap="1" p="4" borderRadius="xl" bg="canvas" borderWidth="1px" borderColor="border.muted">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="navy.900" data-testid={testId}>
        {value}
      </Text>
      {extra ?? null}
      {detail ? <Text fontSize="sm">{detail}</Text> : null}
      {source ?? null}
    </Stack>
  );
}

/** The title row of a collapsible card: the whole row toggles it, the chevron turns when open. */
export function CollapsibleTitle({ title }: { title: string }) {
  return (
    <Collapsible.Trigger asChild>
      <Flex as="button" w="full" justify="space-between" align="center" textAlign="start">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: "rotate(180deg)" }}>
          <LuChevronDown />
        </Collapsible.Indicator>
      </Flex>
    </Collapsible.Trigger>
  );
}

/** Full-width loading state of a report page, with an optional line under the spinner. */
export function PageSpinner({ label }: { label?: string | undefined }) {
  return (
    <Center py="24" flexDirection="column" gap="4">
      <Spinner size="lg" color="brand.solid" />
      {label ? <Text color="fg.muted">{label}</Text> : null}
    </Center>
  );
}
