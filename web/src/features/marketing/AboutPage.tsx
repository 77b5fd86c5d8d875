import { Box, Container, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { LuChartBar, LuEye, LuHandHeart, LuLightbulb, LuMail } from "react-icons/lu";
import { useT } from "../../i18n";
import { siteConfig } from "../../lib/site-config";
import { MarketingHero } from "./MarketingHero";
import { type IconCardItem, IconCards } from "./MarketingSections";
import { SiteFooter } from "./SiteFooter";

const values: IconCardItem[] = [
  { icon: LuChartBar, title: "about.valueDataTitle", body: "about.valueDataBody" },
  { icon: LuEye, title: "about.valueTransparencyTitle", body: "about.valueTransparencyBody" },
  { icon: LuHandHeart, title: "about.valueEmpowermentTitle", body: "about.valueEmpowermentBody" },
  { icon: LuLightbulb, title: "about.valueInnovationTitle", body: "about.valueInnovationBody" },
];

/** SPEC §2 About: the mission, our story, our values and how to reach us. */
export function AboutPage() {
  const t = useT();
  return (
    <Box>
      <MarketingHero title={t("about.title")} lead={t("about.mission")} />
      <Container maxW="4xl" py={{ base: "12", md: "16" }}>
        <Stack gap="12">
          <Stack gap="3">
            <Heading as="h2" size="2xl">
              {t("about.storyTitle")}
            </Heading>
            <Text fontSize="lg">{t("about.story1")}</Text>
            <Text fontSize="lg">{t("about.story2")}</Text>
          </Stack>
          <Stack gap="6">
            <Heading as="h2" size="2xl">
              {t("about.valuesTitle")}
            </Heading>
            <IconCards items={values} columns={{ base: 1, sm: 2 }} variant="outlined" />
          </Stack>
          <Stack gap="3" p="6" borderRadius="2xl" bg="white" borderWidth="1px">
            <Heading as="h2" size="xl">
              {t("about.contactTitle")}
            </Heading>
            <Text>{t("about.contactBody")}</Text>
            <Link
              href={`mailto:${siteConfig.contactEmail}`}
              color="brand.fg"
              fontWeight="semibold"
              alignSelf="flex-start"
              data-testid="contact-email"
            >
              <LuMail aria-hidden /> {siteConfig.contactEmail}
            </Link>
          </Stack>
        </Stack>
      </Container>
      <SiteFooter />
    </Box>
  );
}
