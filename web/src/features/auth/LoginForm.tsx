import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { LoginRequestSchema } from "@suri/contracts";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { isApiError } from "../../api/http";
import { login } from "../../api/session";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { SocialSignIn } from "./SocialSignIn";
import { TextField } from "./TextField";
import { useAfterSignIn } from "./useAfterSignIn";
import { isBusyError, useBusyRetry } from "./useBusyRetry";
import { useFormFields } from "./useFormFields";

export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const t = useT();
  const { parse, field } = useFormFields({ email: "", password: "" });
  const { continueAfterSignIn, resuming } = useAfterSignIn(redirect);
  const { retrying, withRetry } = useBusyRetry();

  const signIn = withRetry(login);
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: async (user) => {
      notify("success", t("auth.loginSuccess"), t("auth.loginSuccessBody"), { carry: true });
      await continueAfterSignIn(user);
    },
    onError: (error) => {
      // SPEC §8: a rejected login always reads 'Invalid email or password.'; other failures say what happened.
      const message =
        isApiError(error) && (error.status === 401 || error.status === 400)
          ? t("auth.loginFailedBody")
          : isBusyError(error)
            ? t("auth.busyBody")
            : error.message;
      notify("error", t("auth.loginFailed"), message);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const body = parse(LoginRequestSchema);
    if (body) mutation.mutate(body);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("auth.loginTab")}>
      <Stack gap="4">
        <SocialSignIn redirect={redirect} />
        <TextField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          {...field("email")}
          data-testid="login-email"
        />
        <TextField
          label={t("auth.password")}
          type="password"
          autoComplete="current-password"
          {...field("password")}
          data-testid="login-password"
        />
        <Link asChild fontSize="sm" color="brand.fg" alignSelf="end" mt="-2" data-testid="forgot-password-link">
          <RouterLink to="/forgot-password">{t("auth.forgotPassword")}</RouterLink>
        </Link>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={mutation.isPending || resuming}
          data-testid="login-submit"
        >
          {t("auth.logIn")}
        </Button>
        {retrying && (
          <Text role="status" fontSize="sm" color="fg.muted" data-testid="login-still-trying">
            {t("auth.stillTrying")}
          </Text>
        )}
      </Stack>
    </form>
  );
}
