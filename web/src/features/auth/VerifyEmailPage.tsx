import { Alert, Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { isApiError } from "../../api/http";
import { queryKeys } from "../../api/keys";
import { userQueryOptions, verifyEmail } from "../../api/session";
import { useI18n } from "../../i18n";
import { pendingListingText, pendingPropertyUrl } from "../../lib/browser-storage";
import { ResendLinkButton } from "../account/ResendLinkButton";
import { LinkPageCard } from "./LinkPageCard";
import { useAfterSignIn } from "./useAfterSignIn";

/**
 * /verify-email?token=: the mailed link confirms the address as soon as the page opens. A signed-in user
 * who was asked to confirm before their free report carries on with the listing they had given.
 */
export function VerifyEmailPage({ token }: { token: string | undefined }) {
  const { t, tv } = useI18n();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(userQueryOptions());
  const { continueAfterSignIn } = useAfterSignIn(undefined);
  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.user });
      const fresh = await queryClient.fetchQuery(userQueryOptions());
      if (fresh && (pendingPropertyUrl.get() || pendingListingText.get())) await continueAfterSignIn(fresh);
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  if (!token || verify.isError) {
    const message = !token
      ? t("reset.missingToken")
      : isApiError(verify.error)
        ? tv(verify.error.serverMessage || verify.error.message)
        : String(verify.error);
    return (
      <LinkPageCard title={t("verify.failedTitle")}>
        <Alert.Root status="error" data-testid="verify-problem">
          <Alert.Indicator />
          <Alert.Description>{message}</Alert.Description>
        </Alert.Root>
        {user && !user.emailVerified ? <ResendLinkButton email={user.email} /> : null}
      </LinkPageCard>
    );
  }
  if (verify.isSuccess) {
    return (
      <LinkPageCard title={t("verify.doneTitle")}>
        <Text data-testid="verify-done">{t("verify.doneBody")}</Text>
        <Button asChild colorPalette="brand" alignSelf="start">
          <RouterLink to="/">{t("verify.continue")}</RouterLink>
        </Button>
      </LinkPageCard>
    );
  }
  return (
    <LinkPageCard title={t("verify.title")}>
      <Stack direction="row" gap="3" align="center" role="status">
        <Spinner size="sm" />
        <Text>{t("verify.checking")}</Text>
      </Stack>
    </LinkPageCard>
  );
}
