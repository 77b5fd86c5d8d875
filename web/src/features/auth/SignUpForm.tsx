import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { RegisterFormSchema } from "@suri/contracts";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { isApiError } from "../../api/http";
import { register } from "../../api/session";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { fieldErrorsFromApi } from "./form-errors";
import { SocialSignIn } from "./SocialSignIn";
import { TextField } from "./TextField";
import { useAfterSignIn } from "./useAfterSignIn";
import { isBusyError, useBusyRetry } from "./useBusyRetry";
import { useFormFields } from "./useFormFields";

export function SignUpForm({ redirect }: { redirect: string | undefined }) {
  const t = useT();
  const { values, setErrors, field, parse } = useFormFields({
    username: "",
    email: "",
    password: "",
    confirmPassword: "",
  });
  const { continueAfterSignIn, resuming } = useAfterSignIn(redirect);
  const { retrying, withRetry } = useBusyRetry();

  // A repeated sign-up with the same e-mail and password signs in to the account it made: safe to retry.
  const signUp = withRetry(register);
  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: async (user) => {
      notify("success", t("auth.registerSuccess"), t("auth.registerSuccessBody"), { carry: true });
      await continueAfterSignIn(user);
    },
    onError: (error) => {
      if (isApiError(error, 400) && error.fieldErrors) setErrors(fieldErrorsFromApi(error.fieldErrors));
      const message = isBusyError(error)
        ? t("auth.busyBody")
        : isApiError(error) && !error.isNetworkError
          ? error.serverMessage
          : "";
      notify("error", t("auth.registerFailed"), message || t("auth.registerFailedBody"));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const form = parse(RegisterFormSchema, { ...values, username: values.username.trim() || undefined });
    if (!form) return;
    const { confirmPassword: _dropped, ...body } = form;
    mutation.mutate(body);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("auth.signUpTab")}>
      <Stack gap="4">
        <SocialSignIn redirect={redirect} />
        <TextField
          label={t("auth.username")}
          autoComplete="username"
          {...field("username")}
          data-testid="signup-username"
        />
        <TextField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          {...field("email")}
          data-testid="signup-email"
        />
        <TextField
          label={t("auth.password")}
          type="password"
          autoComplete="new-password"
          {...field("password")}
          data-testid="signup-password"
        />
        <TextField
          label={t("auth.confirmPassword")}
          type="password"
          autoComplete="new-password"
          {...field("confirmPassword")}
          data-testid="signup-confirm-password"
        />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={mutation.isPending || resuming}
          data-testid="signup-submit"
        >
          {t("auth.createAccount")}
        </Button>
        {retrying && (
          <Text role="status" fontSize="sm" color="fg.muted" data-testid="signup-still-trying">
            {t("auth.stillTrying")}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted" data-testid="signup-terms">
          {t("legal.agreeBefore")}{" "}
          <Link asChild color="brand.fg">
            <RouterLink to="/terms">{t("legal.terms")}</RouterLink>
          </Link>{" "}
          {t("legal.and")}{" "}
          <Link asChild color="brand.fg">
            <RouterLink to="/privacy">{t("legal.privacy")}</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    </form>
  );
}
