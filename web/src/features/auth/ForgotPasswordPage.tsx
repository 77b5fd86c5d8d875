import { Alert, Button, Stack } from "@chakra-ui/react";
import { PasswordResetRequestSchema } from "@suri/contracts";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { isApiError } from "../../api/http";
import { requestPasswordReset } from "../../api/session";
import { useT } from "../../i18n";
import { BackToLoginLink, LinkPageCard } from "./LinkPageCard";
import { TextField } from "./TextField";

/** /forgot-password: asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (_, body) => setSentTo(body.email),
    onError: (e) => {
      if (isApiError(e, 429)) {
        setError(t("forgot.tooMany", { minutes: Math.max(1, Math.ceil((e.retryAfterSec ?? 60) / 60)) }));
      } else setError(isApiError(e) ? e.serverMessage || e.message : String(e));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PasswordResetRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    send.mutate(parsed.data);
  };

  if (sentTo) {
    return (
      <LinkPageCard title={t("forgot.sentTitle")}>
        <Alert.Root status="success" data-testid="forgot-sent">
          <Alert.Indicator />
          <Alert.Description>{t("forgot.sentBody", { email: sentTo })}</Alert.Description>
        </Alert.Root>
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button variant="outline" onClick={() => setSentTo(null)}>
            {t("forgot.again")}
          </Button>
          <Button asChild colorPalette="brand">
            <RouterLink to="/auth" search={{ tab: "login" }}>
              {t("forgot.backToLogin")}
            </RouterLink>
          </Button>
        </Stack>
      </LinkPageCard>
    );
  }
  return (
    <LinkPageCard title={t("forgot.title")} intro={t("forgot.intro")}>
      <form onSubmit={submit} noValidate aria-label={t("forgot.title")}>
        <Stack gap="4">
          <TextField
            label={t("auth.email")}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            error={error}
            data-testid="forgot-email"
          />
          <Button type="submit" colorPalette="brand" size="lg" loading={send.isPending} data-testid="forgot-submit">
            {t("forgot.submit")}
          </Button>
          <BackToLoginLink />
        </Stack>
      </form>
    </LinkPageCard>
  );
}
