import { Alert, Badge, Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type MessageKey, useT } from "../../i18n";
import { ratingPalette } from "./view-model";

interface SampleMetric {
  label: MessageKey;
  value: string;
  rating: "Excellent" | "Very Good" | "Good" | "Average";
  description: MessageKey;
}

/** SPEC §2 metrics example: the SPEC's two sample cards, shown as samples — no figure here describes a real property. */
const CARDS: { title: MessageKey; metrics: SampleMetric[] }[] = [
  {
    title: "metrics.selling",
    metrics: [
      { label: "metrics.timeToSell", value: "45 days", rating: "Good", description: "metrics.timeToSellBody" },
      { label: "metrics.askingShare", value: "96.4%", rating: "Very Good", description: "metrics.askingShareBody" },
      { label: "metrics.priceIncrease", value: "+6.5%", rating: "Good", description: "metrics.priceIncreaseBody" },
    ],
  },
  {
    title: "metrics.investment",
    metrics: [
      { label: "metrics.score", value: "82", rating: "Excellent", description: "metrics.scoreBody" },
      { label: "metrics.yield", value: "5.8%", rating: "Good", description: "metrics.yieldBody" },
      { label: "metrics.appreciation", value: "+28.5%", rating: "Very Good", description: "metrics.appreciationBody" },
    ],
  },
];

export function MetricsExamplePage() {
  const t = useT();
  return (
    <Container maxW="5xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t("metrics.title")}
        </Heading>
        <Alert.Root status="info" borderRadius="xl" data-testid="sample-notice">
          <Alert.Indicator />
          <Alert.Description>{t("metrics.notice")}</Alert.Description>
        </Alert.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {CARDS.map((card) => (
            <Box key={card.title} bg="white" borderRadius="2xl" borderWidth="1px" p="6">
              <Heading as="h2" size="lg" mb="4">
                {t(card.title)}
              </Heading>
              <Stack gap="4">
                {card.metrics.map((m) => (
                  <Box key={m.label}>
                    <Text fontSize="sm" color="fg.muted">
                      {t(m.label)}
                    </Text>
                    <Text fontSize="2xl" fontWeight="bold">
                      {m.value}{" "}
                      <Badge colorPalette={ratingPalette(m.rating)} verticalAlign="middle">
                        {t(`rating.${m.rating}`)}
                      </Badge>
                    </Text>
                    <Text fontSize="sm">{t(m.description)}</Text>
                  </Box>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
