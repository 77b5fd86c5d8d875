import {
  Alert,
  Badge,
  Box,
  Button,
  Link as ChakraLink,
  Container,
  DataList,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { packById } from "@suri/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LuFlaskConical, LuLock } from "react-icons/lu";
import { completeDemoCheckout, demoCheckoutQueryOptions } from "../../api/credits";
import { isApiError } from "../../api/http";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { safeRedirectPath } from "../../lib/browser-storage";
import { formatPeso } from "../../lib/format";
import { formatUsdCents, packBrand } from "../pricing/pack-display";

/**
 * Our own checkout for development and demos, used when no Stripe keys are configured. It says plainly
 * that nothing is charged; completing it adds the pack's credits through the same ledger path as a payment.
 */
export function DemoCheckoutPage({ sessionId }: { sessionId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { data: session, isPending, error, refetch, isFetching } = useQuery(demoCheckoutQueryOptions(sessionId));
  const complete = useMutation({
    mutationFn: () => completeDemoCheckout(sessionId),
    onSuccess: async ({ redirectUrl }) => {
      const path = safeRedirectPath(redirectUrl);
      if (path) await navigate({ href: path });
      else window.location.assign(redirectUrl);
    },
    onError: (failure) => {
      notify("error", t("demoCheckout.failedTitle"), isApiError(failure) ? failure.serverMessage : failure.message);
      void refetch();
    },
  });

  let body: ReactNode;
  if (isPending) {
    body = <Spinner size="lg" color="brand.solid" alignSelf="center" aria-label={t("common.loading")} />;
  } else if (error || !session) {
    body = (
      <Stack gap="4" align="flex-start" data-testid="demo-checkout-missing">
        <Text>{isApiError(error, 404) ? t("demoCheckout.notFound") : t("demoCheckout.loadFailed")}</Text>
        <HStack gap="3" wrap="wrap">
          {isApiError(error, 404) ? null : (
            <Button variant="outline" loading={isFetching} onClick={() => void refetch()}>
              {t("history.retry")}
            </Button>
          )}
          <Button asChild colorPalette="brand">
            <Link to="/credits">{t("payment.action.backToPricing")}</Link>
          </Button>
        </HStack>
      </Stack>
    );
  } else {
    const pack = packById(session.packId);
    body = (
      <Stack gap="6">
        <DataList.Root orientation="horizontal" size="lg">
          <DataList.Item>
            <DataList.ItemLabel>{t("demoCheckout.pack")}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold" data-testid="demo-checkout-pack">
              {packBrand(pack.name)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("demoCheckout.credits")}</DataList.ItemLabel>
            <DataList.ItemValue>
              {t(session.credits === 1 ? "credits.one" : "credits.other", { count: session.credits })}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("demoCheckout.price")}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="demo-checkout-price">
              {formatPeso(packById(session.packId)?.displayedPhp ?? null)}{" "}
              <Text as="span" color="fg.muted" ms="1">
                ({t("pricing.chargedUsd", { usd: formatUsdCents(session.totalUsdCents) })} ·{" "}
                {t("demoCheckout.notCharged")})
              </Text>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>

        {session.status === "open" ? (
          <Stack gap="3">
            <Button
              size="lg"
              colorPalette="brand"
              loading={complete.isPending || complete.isSuccess}
              onClick={() => complete.mutate()}
              data-testid="demo-checkout-complete"
            >
              <LuLock aria-hidden /> {t("demoCheckout.complete")}
            </Button>
            <ChakraLink asChild alignSelf="center" color="fg.muted" fontSize="sm">
              <Link to="/payment-cancel" data-testid="demo-checkout-cancel">
                {t("demoCheckout.cancel")}
              </Link>
            </ChakraLink>
          </Stack>
        ) : session.status === "paid" ? (
          <Stack gap="3" data-testid="demo-checkout-paid">
            <Text>{t("demoCheckout.alreadyPaid")}</Text>
            <Button asChild colorPalette="brand">
              <Link to="/payment-success" search={{ session_id: session.sessionId, pack_id: session.packId }}>
                {t("demoCheckout.seeResult")}
              </Link>
            </Button>
          </Stack>
        ) : (
          <Stack gap="3" data-testid="demo-checkout-expired">
            <Text>{t("demoCheckout.expired")}</Text>
            <Button asChild colorPalette="brand">
              <Link to="/credits">{t("payment.action.backToPricing")}</Link>
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Container maxW="lg" py={{ base: "8", md: "16" }}>
      <Stack gap="6" p={{ base: "6", md: "8" }} bg="white" borderRadius="2xl" borderWidth="1px" boxShadow="sm">
        <Alert.Root status="warning" variant="solid" borderRadius="lg" data-testid="demo-checkout-label">
          <Alert.Indicator>
            <LuFlaskConical />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>{t("demoCheckout.label")}</Alert.Title>
            <Alert.Description>{t("demoCheckout.labelBody")}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Box>
          <Badge colorPalette="sun" variant="subtle" mb="2">
            {t("demoCheckout.badge")}
          </Badge>
          <Heading as="h1" size="2xl">
            {t("demoCheckout.title")}
          </Heading>
        </Box>
        {body}
      </Stack>
    </Container>
  );
}
