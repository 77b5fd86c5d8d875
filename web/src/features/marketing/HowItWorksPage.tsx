import { Box, Button, Circle, Container, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import type { IconType } from "react-icons";
import { LuBrain, LuDatabase, LuFileText, LuLink, LuRadar, LuShieldCheck } from "react-icons/lu";
import { type MessageKey, useT } from "../../i18n";
import { MarketingHero } from "./MarketingHero";
import { SiteFooter } from "./SiteFooter";
import { Testimonials } from "./Testimonials";

const steps: { title: MessageKey; body: MessageKey }[] = [
  { title: "how.step1Title", body: "how.step1Body" },
  { title: "how.step2Title", body: "how.step2Body" },
  { title: "how.step3Title", body: "how.step3Body" },
  { title: "how.step4Title", body: "how.step4Body" },
];

const tech: { icon: IconType; title: MessageKey; body: MessageKey }[] = [
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
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
            {tech.map(({ icon: Icon, title, body }) => (
              <Stack key={title} gap="2" p="5" borderRadius="xl" bg="canvas">
                <Circle size="10" bg="brand.muted" color="brand.fg">
                  <Icon size={20} aria-hidden />
                </Circle>
                <Heading as="h3" size="md">
                  {t(title)}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {t(body)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container maxW="5xl" py={{ base: "12", md: "16" }}>
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
              {t("how.ctaTitle")}
            </Heading>
            <Text color="navy.100" mt="2">
              {t("how.ctaBody")}
            </Text>
          </Box>
          <Button asChild size="lg" colorPalette="sun">
            <Link to="/">{t("how.cta")}</Link>
          </Button>
        </Flex>
      </Container>
      <SiteFooter />
    </Box>
  );
}
