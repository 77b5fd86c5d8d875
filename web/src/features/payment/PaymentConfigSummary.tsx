import { Badge, HStack, Text } from "@chakra-ui/react";
import { useT } from "../../i18n";

/** What /api/stripe-config says, as shown on both development pages: presence and mode, never a key. */
export function PaymentConfigSummary({
  config,
}: {
  config: { hasPublicKey: boolean; demoCheckout: boolean; message: string };
}) {
  const t = useT();
  return (
    <>
      <HStack justify="space-between" data-testid="diag-client-public-key">
        <Text>{t("diag.publicKey")}</Text>
        <Badge colorPalette={config.hasPublicKey ? "green" : "red"} variant="subtle">
          {t(config.hasPublicKey ? "diag.yes" : "diag.missingPublicKey")}
        </Badge>
      </HStack>
      <HStack justify="space-between">
        <Text>{t("diag.checkoutMode")}</Text>
        <Badge colorPalette={config.demoCheckout ? "sun" : "brand"} variant="subtle">
          {t(config.demoCheckout ? "diag.modeDemo" : "diag.modeStripe")}
        </Badge>
      </HStack>
      {config.message ? (
        <Text fontSize="sm" color="fg.muted">
          {config.message}
        </Text>
      ) : null}
    </>
  );
}
