import { Alert, Button, Stack } from "@chakra-ui/react";
import {
  NEW_PASSWORD_MIN_LENGTH,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  NewPasswordSchema,
  PasswordResetConfirmSchema,
} from "@suri/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { z } from "zod";
import { failureText, isApiError } from "../../api/http";
import { confirmPasswordReset, onSignedOut } from "../../api/session";
import { notify } from "../../components/ui/toaster";
import { useI18n } from "../../i18n";
import { fieldErrorsFromApi } from "./form-errors";
import { LinkPageCard, LinkPageForm } from "./LinkPageCard";
import { TextField } from "./TextField";
import { useFormFields } from "./useFormFields";

/** The sign-up form's password rules: the new password, and the same again. */
const NewPasswordFormSchema = z
  .object({
    password: NewPasswordSchema,
    confirmPassword: z.string().min(NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT_MESSAGE),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

/** /reset-password?token=: the new password, twice; on success every session has ended, so log in again. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { t, tv } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { values, setErrors, field, parse } = useFormFields({ password: "", confirmPassword: "" });
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : t("reset.missingToken"));
  const save = useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: async () => {
      onSignedOut(queryClient);
      notify("success", t("reset.doneTitle"), t("reset.doneBody"), { carry: true });
      await navigate({ to: "/auth", search: { tab: "login" } });
    },
    onError: (e) => {
      if (isApiError(e, 400) && e.code === "invalid_link") setLinkProblem(tv(e.serverMessage));
      else if (isApiError(e, 400) && e.fieldErrors) setErrors(fieldErrorsFromApi(e.fieldErrors));
      else setErrors({ password: failureText(e) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parse(NewPasswordFormSchema)) return;
    const body = PasswordResetConfirmSchema.safeParse({ token, password: values.password });
    if (!body.success) return setLinkProblem(tv(body.error.issues[0]?.message ?? ""));
    save.mutate(body.data);
  };

  return (
    <LinkPageCard title={t("reset.title")} intro={linkProblem ? undefined : t("reset.intro")}>
      {linkProblem ? (
        <Stack gap="4">
          <Alert.Root status="error" data-testid="reset-link-problem">
            <Alert.Indicator />
            <Alert.Description>{linkProblem}</Alert.Description>
          </Alert.Root>
          <Button asChild colorPalette="brand" alignSelf="start">
            <RouterLink to="/forgot-password">{t("reset.askAgain")}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <LinkPageForm
          label={t("reset.title")}
          onSubmit={submit}
          submitLabel={t("reset.submit")}
          pending={save.isPending}
          submitTestId="reset-submit"
        >
          <TextField
            label={t("reset.password")}
            type="password"
            autoComplete="new-password"
            {...field("password")}
            data-testid="reset-password"
          />
          <TextField
            label={t("reset.confirm")}
            type="password"
            autoComplete="new-password"
            {...field("confirmPassword")}
            data-testid="reset-confirm-password"
          />
        </LinkPageForm>
      )}
    </LinkPageCard>
  );
}
