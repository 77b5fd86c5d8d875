import { Badge, Box, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { LuQuote } from "react-icons/lu";
import { type MessageKey, useT } from "../../i18n";

const samples: { quote: MessageKey; name: MessageKey; role: MessageKey }[] = [
  { quote: "testimonials.q1", name: "testimonials.n1", role: "testimonials.r1" },
  { quote: "testimonials.q2", name: "testimonials.n2", role: "testimonials.r2" },
  { quote: "testimonials.q3", name: "testimonials.n3", role: "testimonials.r3" },
];

/** Three traveller stories. They are illustrations written by the team, and the section says so. */
export function Testimonials() {
  const t = useT();
  return (
    <Stack gap="6" data-testid="testimonials">
      <Flex direction="column" align="center" gap="2" textAlign="center">
        <Heading as="h2" size="2xl">
          {t("testimonials.title")}
        </Heading>
        <Badge colorPalette="orange" variant="subtle" size="md" data-testid="testimonials-sample-label">
          {t("testimonials.sampleLabel")}
        </Badge>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {samples.map((s) => (
          <Stack as="figure" key={s.quote} gap="4" p="6" bg="white" borderRadius="2xl" borderWidth="1px" m="0">
            <Box color="sun.600" aria-hidden>
              <LuQuote size={28} />
            </Box>
            <Text as="blockquote" color="fg" flex="1">
              {t(s.quote)}
            </Text>
            <Box as="figcaption">
              <Text fontWeight="semibold">{t(s.name)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(s.role)}
              </Text>
            </Box>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
