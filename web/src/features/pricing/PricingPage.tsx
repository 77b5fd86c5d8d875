import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { type MessageKey, useT } from "../../i18n";
import { PackGrid } from "./PackGrid";
import { PricingFaq } from "./PricingFaq";

export function PricingIntro({ titleKey, bodyKey }: { titleKey: MessageKey; bodyKey: MessageKey }) {
  const t = useT();
  return (
    <Stack gap="3" textAlign="center" align="center">
      <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
        {t("pricing.eyebrow")}
      </Text>
      <Heading as="h1" size={{ base: "3xl", md: "4xl" }}>
        {t(titleKey)}
      </Heading>
      <Text color="fg.muted" fontSize="lg" maxW="2xl">
        {t(bodyKey)}
      </Text>
    </Stack>
  );
}

/** /pricing: the three packs and the FAQ. */
export function PricingPage() {
  return (
    <Container maxW="6xl" py={{ base: "8", md: "12" }}>
      <Stack gap="12">
        <PricingIntro titleKey="pricing.title" bodyKey="pricing.subtitle" />
        <PackGrid returnPath="/pricing" />
        <PricingFaq />
      </Stack>
    </Container>
  );
}
