import {
  Badge,
  Box,
  Button,
  Circle,
  Container,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import {
  LuBadgeCheck,
  LuChartLine,
  LuChartNoAxesColumn,
  LuGauge,
  LuMapPin,
  LuScale,
  LuShieldAlert,
  LuSparkles,
  LuTrendingUp,
  LuZap,
} from "react-icons/lu";
import { type MessageKey, useT } from "../../i18n";
import { useAfterFirstPaint } from "../../lib/use-after-first-paint";
import { PropertyLinkForm } from "../analyze/PropertyLinkForm";
import { analyzeDialogAtom } from "../analyze/state";
import { CallToActionBand, type IconCardItem, IconCards } from "../marketing/MarketingSections";
import { SiteFooter } from "../marketing/SiteFooter";
import { Testimonials } from "../marketing/Testimonials";
import { SampleDealCard } from "./SampleDealCard";

const steps: { title: MessageKey; body: MessageKey }[] = [
  { title: "landing.step1Title", body: "landing.step1Body" },
  { title: "landing.step2Title", body: "landing.step2Body" },
  { title: "landing.step3Title", body: "landing.step3Body" },
];

const features: IconCardItem[] = [
  { icon: LuGauge, title: "landing.featureScoreTitle", body: "landing.featureScoreBody" },
  { icon: LuChartNoAxesColumn, title: "landing.featureRoiTitle", body: "landing.featureRoiBody" },
  { icon: LuScale, title: "landing.featureMarketTitle", body: "landing.featureMarketBody" },
  { icon: LuMapPin, title: "landing.featureLocationTitle", body: "landing.featureLocationBody" },
  { icon: LuShieldAlert, title: "landing.featureRiskTitle", body: "landing.featureRiskBody" },
  { icon: LuTrendingUp, title: "landing.featureGrowthTitle", body: "landing.featureGrowthBody" },
];

const trio: IconCardItem[] = [
  { icon: LuChartLine, title: "landing.trioComprehensiveTitle", body: "landing.trioComprehensiveBody" },
  { icon: LuZap, title: "landing.trioInstantTitle", body: "landing.trioInstantBody" },
  { icon: LuBadgeCheck, title: "landing.trioVerifiedTitle", body: "landing.trioVerifiedBody" },
];

/** The visitor's home page (SPEC §2 "Visitor landing"). */
export default function Landing() {
  const t = useT();
  const openAnalyze = useSetAtom(analyzeDialogAtom);
  const belowTheFold = useAfterFirstPaint();

  return (
    <Box>
      <Box bgGradient="to-br" gradientFrom="navy.900" gradientVia="navy.800" gradientTo="brand.800" color="white">
        <Container maxW="6xl" py={{ base: "10", md: "20" }}>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "10", lg: "12" }} alignItems="center">
            <Stack gap="6">
              <Badge
                alignSelf="flex-start"
                colorPalette="sun"
                variant="solid"
                size="lg"
                whiteSpace="normal"
                h="auto"
                py="1"
              >
                <LuSparkles aria-hidden /> {t("landing.eyebrow")}
              </Badge>
              <Text color="sun.300" fontSize="lg" fontStyle="italic" fontWeight="medium">
                {t("app.tagline")}
              </Text>
              <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }} lineHeight="1.1" letterSpacing="tight">
                {t("landing.headline")}
              </Heading>
              <Text fontSize={{ base: "md", md: "xl" }} color="navy.100">
                {t("landing.subhead")}
              </Text>
              <PropertyLinkForm />
              <Text fontSize="sm" color="navy.200">
                {t("landing.sources")}
              </Text>
              <HStack gap="4" wrap="wrap" fontSize="sm" color="sun.200" fontWeight="medium">
                <Text>{t("landing.freeNote")}</Text>
                <Text>{t("landing.unbiased")}</Text>
              </HStack>
            </Stack>
            <SampleDealCard />
          </SimpleGrid>
        </Container>
      </Box>

      {belowTheFold ? (
        <>
          <Container maxW="5xl" py={{ base: "12", md: "20" }}>
            <Heading as="h2" size="2xl" mb="8" textAlign="center">
              {t("landing.howTitle")}
            </Heading>
            <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" p="0">
              {steps.map((step, index) => (
                <Stack as="li" key={step.title} gap="3" p="6" bg="white" borderRadius="2xl" borderWidth="1px">
                  <Circle size="10" bg="sun.solid" color="sun.contrast" fontWeight="bold" aria-hidden>
                    {index + 1}
                  </Circle>
                  <Heading as="h3" size="md">
                    {t(step.title)}
                  </Heading>
                  <Text color="fg.muted">{t(step.body)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Container>

          <Box bg="white" borderYWidth="1px">
            <Container maxW="5xl" py={{ base: "12", md: "20" }}>
              <Heading as="h2" size="2xl" mb="8" textAlign="center">
                {t("landing.featuresTitle")}
              </Heading>
              <IconCards items={features} />
            </Container>
          </Box>

          <Container maxW="5xl" py={{ base: "12", md: "20" }}>
            <Heading as="h2" size="2xl" mb="8" textAlign="center">
              {t("landing.trioTitle")}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
              {trio.map(({ icon: Icon, title, body }) => (
                <Stack key={title} align="center" textAlign="center" gap="3">
                  <Icon size={32} color="var(--chakra-colors-brand-600)" aria-hidden />
                  <Heading as="h3" size="md">
                    {t(title)}
                  </Heading>
                  <Text color="fg.muted">{t(body)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Container>

          <Box bg="white" borderYWidth="1px">
            <Container maxW="5xl" py={{ base: "12", md: "20" }}>
              <Testimonials />
            </Container>
          </Box>

          <Container maxW="5xl" py={{ base: "12", md: "20" }}>
            <CallToActionBand title={t("landing.ctaTitle")} body={t("landing.ctaBody")}>
              <Flex gap="3" direction={{ base: "column", sm: "row" }} flexShrink={0}>
                <Button
                  size="lg"
                  colorPalette="sun"
                  onClick={() => openAnalyze({ open: true, url: "" })}
                  data-testid="cta-analyze"
                >
                  {t("landing.analyze")}
                </Button>
                <Button
                  asChild
                  size="lg"
                  variant="outline"
                  color="white"
                  borderColor="navy.400"
                  _hover={{ bg: "navy.800" }}
                >
                  <Link to="/demo-report">{t("landing.viewSample")}</Link>
                </Button>
              </Flex>
            </CallToActionBand>
          </Container>

          <SiteFooter />
        </>
      ) : null}
    </Box>
  );
}
