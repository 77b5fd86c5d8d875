import { Circle, Container, Heading, HStack, Stack, type StackProps, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface OutcomeCardProps extends Omit<StackProps, "title"> {
  /** The round badge's content (an icon or a spinner) and its colour palette. */
  badge: ReactNode;
  palette: string;
  title: string;
  body: string;
  /** The buttons under the text, in a row that wraps. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A payment page's outcome, centred on a white card: a round badge, a heading, what it means, what to do next. */
export function OutcomeCard({ badge, palette, title, body, actions, children, ...card }: OutcomeCardProps) {
  return (
    <Container maxW="xl" py={{ base: "10", md: "20" }}>
      <Stack
        align="center"
        textAlign="center"
        gap="5"
        p={{ base: "6", md: "10" }}
        bg="white"
        borderRadius="2xl"
        borderWidth="1px"
        {...card}
      >
        <Circle size="16" bg={`${palette}.subtle`} color={`${palette}.fg`}>
          {badge}
        </Circle>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {body}
        </Text>
        {children}
        {actions ? (
          <HStack gap="3" wrap="wrap" justify="center" pt="2">
            {actions}
          </HStack>
        ) : null}
      </Stack>
    </Container>
  );
}
