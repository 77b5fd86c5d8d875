import { Alert, Button } from "@chakra-ui/react";
import { useT } from "../../i18n";

/** SPEC §2: 'You need more credits' with 'Buy Credits' to /credits (the credits page arrives with payments). */
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
        <a href="/credits">{t("analyze.buyCredits")}</a>
      </Button>
    </Alert.Root>
  );
}
