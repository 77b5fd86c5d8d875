import { Container, Spinner, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { userQueryOptions } from "../../api/session";
import { useT } from "../../i18n";
import { PackGrid } from "../pricing/PackGrid";
import { PricingFaq } from "../pricing/PricingFaq";
import { PricingIntro } from "../pricing/PricingPage";
import { BalanceCard } from "./BalanceCard";
import { CreditHistoryTable } from "./CreditHistoryTable";

/** /credits: balance, packs, transaction history (signed in) and the FAQ. */
export function CreditsPage() {
  const t = useT();
  const { data: user, isPending } = useQuery(userQueryOptions());
  return (
    <Container maxW="6xl" py={{ base: "8", md: "12" }}>
      <Stack gap="12">
        <PricingIntro
          titleKey="creditsPage.title"
          bodyKey={user ? "creditsPage.userBody" : "creditsPage.visitorBody"}
        />
        {isPending ? (
          <Spinner alignSelf="center" size="lg" color="brand.solid" aria-label={t("common.loading")} />
        ) : user ? (
          <BalanceCard />
        ) : null}
        <PackGrid returnPath="/credits" />
        {user ? <CreditHistoryTable /> : null}
        <PricingFaq />
      </Stack>
    </Container>
  );
}
