import { Box, Circle, Flex, Heading, SimpleGrid, type SimpleGridProps, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import { type MessageKey, useT } from "../../i18n";

export interface IconCardItem {
  icon: IconType;
  title: MessageKey;
  body: MessageKey;
}

interface IconCardsProps {
  items: IconCardItem[];
  columns?: SimpleGridProps["columns"];
  /** "filled" sits on a white band (canvas cards, small text); "outlined" sits on the canvas (white, bordered). */
  variant?: "filled" | "outlined";
}

/** A grid of cards, each a circled icon, a title and a line on it (features, technology, values). */
export function IconCards({ items, columns = { base: 1, sm: 2, lg: 3 }, variant = "filled" }: IconCardsProps) {
  const t = useT();
  const filled = variant === "filled";
  return (
    <SimpleGrid columns={columns} gap="6">
      {items.map(({ icon: Icon, title, body }) => (
        <Stack
          key={title}
          gap="2"
          p="5"
          borderRadius="xl"
          bg={filled ? "canvas" : "white"}
          borderWidth={filled ? undefined : "1px"}
        >
          <Circle size="10" bg="brand.muted" color="brand.fg">
            <Icon size={20} aria-hidden />
          </Circle>
          <Heading as="h3" size="md">
            {t(title)}
          </Heading>
          <Text color="fg.muted" fontSize={filled ? "sm" : undefined}>
            {t(body)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The navy band that closes a marketing page: why to start now, and the buttons to do it. */
export function CallToActionBand({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <Flex
      direction={{ base: "column", md: "row" }}
      align={{ base: "flex-start", md: "center" }}
      justify="space-between"
      gap="6"
      p={{ base: "8", md: "10" }}
      borderRadius="2xl"
      bg="navy.900"
      color="white"
    >
      <Box>
        <Heading as="h2" size="xl">
          {title}
        </Heading>
        <Text color="navy.100" mt="2">
          {body}
        </Text>
      </Box>
      {children}
    </Flex>
  );
}
