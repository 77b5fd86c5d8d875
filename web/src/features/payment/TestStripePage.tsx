import { Badge, Box, Button, Container, Heading, HStack, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LuSettings2, LuShoppingCart } from "react-icons/lu";
import { paymentConfigQueryOptions } from "../../api/credits";
import { userQueryOptions } from "../../api/session";
import { useT } from "../../i18n";
import { packDisplays } from "../pricing/pack-display";
import { useBuyPack } from "../pricing/useBuyPack";
import { ConfigErrorAlert } from "./ConfigErrorAlert";
import { DevOnly } from "./DevOnly";
import { PaymentConfigSummary } from "./PaymentConfigSummary";

function ConfigCheck() {
  const t = useT();
  const config = useQuery({ ...paymentConfigQueryOptions(), enabled: false, staleTime: 0 });
  return (
    <Stack gap="3" p="6" bg="white" borderRadius="xl" borderWidth="1px">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg">
          {t("testPay.configTitle")}
        </Heading>
        <Button
          variant="outline"
          loading={config.isFetching}
          onClick={() => void config.refetch()}
          data-testid="test-check-config"
        >
          <LuSettings2 aria-hidden /> {t("testPay.checkConfig")}
        </Button>
      </HStack>
      {config.isError ? (
        <ConfigErrorAlert error={config.error} />
      ) : config.data ? (
        <Stack gap="2" data-testid="test-config-result">
          <PaymentConfigSummary config={config.data} />
        </Stack>
      ) : (
        <Text color="fg.muted">{t("testPay.configHint")}</Text>
      )}
    </Stack>
  );
}

function TestBuyButtons() {
  const t = useT();
  const { data: user } = useQuery(userQueryOptions());
  const { buy, busyPackId, busy } = useBuyPack("/test-stripe");
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        {t("testPay.buyTitle")}
      </Heading>
      {user ? null : (
        <Text color="fg.muted" fontSize="sm">
          {t("testPay.signInFirst")}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {packDisplays.map((pack) => (
          <Button
            key={pack.id}
            size="lg"
            h="auto"
            py="3"
            flexDirection="column"
            colorPalette={pack.popular ? "sun" : "brand"}
            variant={pack.popular ? "solid" : "outline"}
            loading={busyPackId === pack.id}
            disabled={busy && busyPackId !== pack.id}
            onClick={() => buy(pack.id)}
            data-testid={`test-buy-${pack.id}`}
          >
            <HStack>
              <LuShoppingCart aria-hidden />
              <Text>{pack.brand}</Text>
            </HStack>
            <Text fontSize="sm">{pack.totalUsd}</Text>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /test-stripe (SPEC "payment test"): check the configuration and buy each pack; off in production. */
export function TestStripePage() {
  const t = useT();
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <DevOnly>
        <Stack gap="6">
          <Box>
            <Badge colorPalette="sun" mb="2">
              {t("testPay.badge")}
            </Badge>
            <Heading as="h1" size="2xl">
              {t("testPay.title")}
            </Heading>
          </Box>
          <ConfigCheck />
          <TestBuyButtons />
          <Stack gap="2" p="6" bg="white" borderRadius="xl" borderWidth="1px">
            <Heading as="h2" size="lg">
              {t("testPay.instructionsTitle")}
            </Heading>
            <List.Root gap="1" ps="5">
              <List.Item>{t("testPay.card")}</List.Item>
              <List.Item>{t("testPay.expiry")}</List.Item>
              <List.Item>{t("testPay.cvc")}</List.Item>
              <List.Item>{t("testPay.webhook")}</List.Item>
              <List.Item>{t("testPay.demo")}</List.Item>
            </List.Root>
          </Stack>
          <Box>
            <Button asChild variant="outline">
              <Link to="/stripe-diagnostic">{t("testPay.toDiagnostic")}</Link>
            </Button>
          </Box>
        </Stack>
      </DevOnly>
    </Container>
  );
}
