import { Box, Button, Circle, Container, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { LuBrain, LuDatabase, LuFileText, LuLink, LuRadar, LuShieldCheck } from "react-icons/lu";
import { type MessageKey, useT } from "../../i18n";
import { MarketingHero } from "./MarketingHero";
import { CallToActionBand, type IconCardItem, IconCards } from "./MarketingSections";
import { SiteFooter } from "./SiteFooter";
import { Testimonials } from "./Testimonials";

const steps: { title: MessageKey; body: MessageKey }[] = [
  { title: "how.step1Title", body: "how.step1Body" },
  { title: "how.step2Title", body: "how.step2Body" },
  { title: "how.step3Title", body: "how.step3Body" },
  { title: "how.step4Title", body: "how.step4Body" },
];

const tech: IconCardItem[] = [
  { icon: LuLink, title: "how.techExtractTitle", body: "how.techExtractBody" },
  { icon: LuRadar, title: "how.techCompareTitle", body: "how.techCompareBody" },
  { icon: LuDatabase, title: "how.techDataTitle", body: "how.techDataBody" },
  { icon: LuBrain, title: "how.techWriteTitle", body: "how.techWriteBody" },
  { icon: LuShieldCheck, title: "how.techSafeTitle", body: "how.techSafeBody" },
  { icon: LuFileText, title: "how.techPdfTitle", body: "how.techPdfBody" },
];

/** SPEC §2 'How it works': four steps, sample testimonials, the technology, and a way to start. */
export function HowItWorksPage() {
  const t = useT();
  return (
    <Box>
      <MarketingHero title={t("how.title")} lead={t("how.intro")} />

      <Container maxW="5xl" py={{ base: "12", md: "16" }}>
        <SimpleGrid as="ol" columns={{ base: 1, md: 2 }} gap="6" listStyleType="none" p="0">
          {steps.map((step, index) => (
            <Flex as="li" key={step.title} gap="4" p="6" bg="white" borderRadius="2xl" borderWidth="1px">
              <Circle size="10" flexShrink={0} bg="sun.solid" color="sun.contrast" fontWeight="bold" aria-hidden>
                {index + 1}
              </Circle>
              <Stack gap="2">
                <Heading as="h2" size="lg">
                  {t(step.title)}
                </Heading>
                <Text color="fg.muted">{t(step.body)}</Text>
              </Stack>
            </Flex>
          ))}
        </SimpleGrid>
      </Container>

      <Container maxW="5xl" pb={{ base: "12", md: "16" }}>
        <Testimonials />
      </Container>

      <Box bg="white" borderYWidth="1px">
        <Container maxW="5xl" py={{ base: "12", md: "16" }}>
          <Heading as="h2" size="2xl" mb="2" textAlign="center">
            {t("how.techTitle")}
          </Heading>
          <Text color="fg.muted" textAlign="center" mb="8">
            {t("how.techIntro")}
          </Text>
          <IconCards items={tech} />
        </Container>
      </Box>

      <Container maxW="5xl" py={{ base: "12", md: "16" }}>
        <CallToActionBand title={t("how.ctaTitle")} body={t("how.ctaBody")}>
          <Button asChild size="lg" colorPalette="sun">
            <Link to="/">{t("how.cta")}</Link>
          </Button>
        </CallToActionBand>
      </Container>
      <SiteFooter />
    </Box>
  );
}
