import { Box, Button, Container, Flex, Grid, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { User } from "@suri/contracts";
import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { LuCoins, LuSearch } from "react-icons/lu";
import { creditsQueryOptions, greetingName } from "../../api/session";
import { navyGradient } from "../../components/surfaces";
import { useT } from "../../i18n";
import { analyzeDialogAtom } from "../analyze/state";
import { BuyCreditsButton } from "../credits/BuyCreditsButton";
import { NewsPanel } from "../news/NewsPanel";
import { RegionTipsPanel } from "../regions/RegionTipsPanel";
import { ReportGrid } from "../reports/ReportGrid";

function CreditCounter() {
  const t = useT();
  const { data, isPending } = useQuery(creditsQueryOptions());
  return (
    <Stack gap="2" p="6" borderRadius="2xl" bg="white" borderWidth="1px" h="full" justify="center">
      <Flex align="center" gap="2" color="fg.muted">
        <LuCoins aria-hidden />
        <Text fontWeight="medium">{t("dashboard.creditsTitle")}</Text>
      </Flex>
      <Skeleton loading={isPending} alignSelf="flex-start">
        <Text fontSize="4xl" fontWeight="black" color="navy.900" lineHeight="1" data-testid="dashboard-credits">
          {data?.credits ?? 0}
        </Text>
      </Skeleton>
      {data?.freeReportAvailable ? (
        <Text fontWeight="semibold" color="brand.fg">
          {t("analyze.firstFree")}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        {t("dashboard.creditsHint")}
      </Text>
      <BuyCreditsButton testId="dashboard-buy-credits" alignSelf="flex-start" size="sm" />
    </Stack>
  );
}

/** The signed-in home page: greeting, Analyze Property, credits, property news and the report grid. */
export default function Dashboard({ user }: { user: User }) {
  const t = useT();
  const openAnalyze = useSetAtom(analyzeDialogAtom);
  const name = greetingName(user) ?? t("dashboard.fallbackName");

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Stack gap="10">
        <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="6">
          <Flex direction="column" justify="center" gap="4" p={{ base: "6", md: "10" }} {...navyGradient}>
            <Text color="sun.300" fontStyle="italic">
              {t("app.tagline")}
            </Text>
            <Heading as="h1" size={{ base: "2xl", md: "4xl" }} data-testid="dashboard-greeting">
              {t("dashboard.greeting", { name })}
            </Heading>
            <Text color="navy.100" fontSize="lg">
              {t("dashboard.intro")}
            </Text>
            <Box>
              <Button
                size="lg"
                colorPalette="sun"
                onClick={() => openAnalyze({ open: true, url: "" })}
                data-testid="open-analyze-dialog"
              >
                <LuSearch aria-hidden /> {t("landing.analyze")}
              </Button>
            </Box>
          </Flex>
          <CreditCounter />
        </Grid>
        <Grid templateColumns={{ base: "1fr", lg: "1fr 2fr" }} gap="6" alignItems="start">
          <RegionTipsPanel />
          <NewsPanel />
        </Grid>
        <Box>
          <Heading as="h2" size="2xl" mb="6">
            {t("dashboard.reportsTitle")}
          </Heading>
          <ReportGrid />
        </Box>
      </Stack>
    </Container>
  );
}
