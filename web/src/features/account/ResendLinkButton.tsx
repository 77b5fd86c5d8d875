import { Button, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { failureText, isApiError } from "../../api/http";
import { resendVerification } from "../../api/session";
import { useT } from "../../i18n";

/** "Send the link again", saying what happened: sent, or when it may be asked again (the server throttles). */
export function ResendLinkButton({ email, size = "sm" }: { email: string; size?: "xs" | "sm" | "md" }) {
  const t = useT();
  const [said, setSaid] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: () => setSaid(t("verify.resent", { email })),
    onError: (e) =>
      setSaid(isApiError(e, 429) ? t("verify.resendWait", { seconds: e.retryAfterSec ?? 60 }) : failureText(e)),
  });
  return (
    <Stack gap="1.5" align="start">
      <Button
        size={size}
        variant="outline"
        colorPalette="brand"
        loading={resend.isPending}
        onClick={() => resend.mutate()}
        data-testid="resend-verification"
      >
        {t("verify.resend")}
      </Button>
      {said ? (
        <Text fontSize="sm" role="status" data-testid="resend-verification-status">
          {said}
        </Text>
      ) : null}
    </Stack>
  );
}
