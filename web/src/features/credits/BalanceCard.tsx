import { Box, Flex, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { LuCoins } from "react-icons/lu";
import { creditsQueryOptions } from "../../api/session";
import { navyGradient } from "../../components/surfaces";
import { useT } from "../../i18n";

/** The signed-in user's spendable credits, with the free report and any credit held for a running report. */
export function BalanceCard() {
  const t = useT();
  const { data, isPending, isError } = useQuery(creditsQueryOptions());
  return (
    <Flex
      direction={{ base: "column", sm: "row" }}
      align={{ base: "flex-start", sm: "center" }}
      gap="6"
      p={{ base: "6", md: "8" }}
      {...navyGradient}
    >
      <Box as={LuCoins} boxSize="12" color="sun.300" flexShrink={0} aria-hidden />
      <Stack gap="1" flex="1">
        <Heading as="h2" size="md" color="navy.100" fontWeight="medium">
          {t("creditsPage.balanceTitle")}
        </Heading>
        <Skeleton loading={isPending} alignSelf="flex-start" minW="12">
          <Text fontSize="5xl" fontWeight="black" lineHeight="1" color="sun.300" data-testid="credits-balance">
            {isError ? t("common.na") : (data?.credits ?? 0)}
          </Text>
        </Skeleton>
        {data?.freeReportAvailable ? (
          <Text fontWeight="semibold" color="sun.200">
            {t("creditsPage.freeReport")}
          </Text>
        ) : null}
        {data && data.reserved > 0 ? (
          <Text fontSize="sm" color="navy.100" data-testid="credits-reserved">
            {t("creditsPage.reserved", { count: data.reserved })}
          </Text>
        ) : null}
        <Text fontSize="sm" color="navy.200">
          {t("dashboard.creditsHint")}
        </Text>
      </Stack>
    </Flex>
  );
}
