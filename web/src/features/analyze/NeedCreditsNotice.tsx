import { Alert, Button } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";

/** SPEC §2: 'You need more credits' with 'Buy Credits' to /credits. */
export function NeedCreditsNotice() {
  const t = useT();
  return (
    <Alert.Root status="warning" borderRadius="lg" data-testid="need-credits">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("analyze.needCredits")}</Alert.Title>
        <Alert.Description>{t("analyze.needCreditsBody")}</Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" colorPalette="sun" alignSelf="center">
        <Link to="/credits" data-testid="need-credits-buy">
          {t("analyze.buyCredits")}
        </Link>
      </Button>
    </Alert.Root>
  );
}
