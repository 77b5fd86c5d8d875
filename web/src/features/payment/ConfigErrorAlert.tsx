import { Alert } from "@chakra-ui/react";
import { isApiError } from "../../api/http";
import { useT } from "../../i18n";

/** The payment configuration could not be read: the server's reason when it gave one. */
export function ConfigErrorAlert({ error }: { error: unknown }) {
  const t = useT();
  return (
    <Alert.Root status="error" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("diag.configErrorTitle")}</Alert.Title>
        <Alert.Description>{isApiError(error) ? error.serverMessage : t("diag.configErrorBody")}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
