import { Alert, Button, Stack } from "@chakra-ui/react";
import { PasswordResetRequestSchema } from "@suri/contracts";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { failureText, isApiError } from "../../api/http";
import { requestPasswordReset } from "../../api/session";
import { useT } from "../../i18n";
import { LinkPageCard, LinkPageForm } from "./LinkPageCard";
import { TextField } from "./TextField";
import { useFormFields } from "./useFormFields";

/** /forgot-password: asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  const { setErrors, field, parse } = useFormFields({ email: "" });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (_, body) => setSentTo(body.email),
    onError: (e) => {
      const email = isApiError(e, 429)
        ? t("forgot.tooMany", { minutes: Math.max(1, Math.ceil((e.retryAfterSec ?? 60) / 60)) })
        : failureText(e);
      setErrors({ email });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = parse(PasswordResetRequestSchema);
    if (body) send.mutate(body);
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
      <LinkPageForm
        label={t("forgot.title")}
        onSubmit={submit}
        submitLabel={t("forgot.submit")}
        pending={send.isPending}
        submitTestId="forgot-submit"
      >
        <TextField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          {...field("email")}
          data-testid="forgot-email"
        />
      </LinkPageForm>
    </LinkPageCard>
  );
}
