import { Box, Flex, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { userQueryOptions } from "../../api/session";
import { useT } from "../../i18n";
import { ResendLinkButton } from "./ResendLinkButton";
import { verifyRefusedAtom } from "./state";
import { usePreferencesSync } from "./usePreferencesSync";

/**
 * Above every page for a signed-in account: a quiet note while the address is unconfirmed (stronger once a
 * free report was refused for it), with "Send the link again". Also keeps the account's preferences in step
 * with this device.
 */
export function AccountBar() {
  usePreferencesSync();
  const t = useT();
  const { data: user } = useQuery(userQueryOptions());
  const refused = useAtomValue(verifyRefusedAtom);
  if (!user || user.emailVerified) return null;
  return (
    <Box
      role={refused ? "alert" : "status"}
      bg={refused ? "sun.subtle" : "bg.subtle"}
      borderBottomWidth="1px"
      borderColor={refused ? "sun.emphasized" : "border"}
      px={{ base: "4", md: "8" }}
      py="3"
      data-testid="verify-banner"
    >
      <Flex gap="3" align={{ base: "start", md: "center" }} direction={{ base: "column", md: "row" }}>
        <Text fontSize="sm" flex="1" overflowWrap="anywhere">
          {refused ? `${t("verify.requiredBody")} ` : ""}
          {t("verify.banner", { email: user.email })}
        </Text>
        <ResendLinkButton email={user.email} size="xs" />
      </Flex>
    </Box>
  );
}
