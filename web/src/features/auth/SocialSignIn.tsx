import { Alert, Button, Center, HStack, Separator, Spinner, Stack, Text } from "@chakra-ui/react";
import { SignInProvidersSchema, type SocialSignInProblem } from "@suri/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { FcGoogle } from "react-icons/fc";
import { apiRequest } from "../../api/http";
import { userQueryOptions } from "../../api/session";
import { notify } from "../../components/ui/toaster";
import { type MessageKey, useT } from "../../i18n";
import { authRedirectUrl, safeRedirectPath } from "../../lib/browser-storage";
import { useAfterSignIn } from "./useAfterSignIn";

/** Which social sign-ins the server offers; asked once a visit (it changes only with the server's settings). */
export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "providers"] as const,
    queryFn: ({ signal }) => apiRequest("/api/auth/providers", SignInProvidersSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

const problemMessages: Record<SocialSignInProblem, MessageKey> = {
  denied: "auth.social.denied",
  expired: "auth.social.expired",
  unverified: "auth.social.unverified",
  failed: "auth.social.failed",
  unavailable: "auth.social.unavailable",
};

/**
 * "Continue with Google" above a sign-up or login form, shown only when the server offers it, and why the
 * last attempt came back without a session (the auth page's `?social=`). The button leaves the app: the
 * server sends the browser to Google and back.
 */
export function SocialSignIn({ redirect }: { redirect: string | undefined }) {
  const t = useT();
  const { social } = useSearch({ strict: false }) as { social?: string };
  const { data: providers } = useQuery(providersQueryOptions());
  const problem = social && social in problemMessages ? problemMessages[social as SocialSignInProblem] : undefined;
  if (!providers?.google && !problem) return null;
  const target = safeRedirectPath(redirect) ?? safeRedirectPath(authRedirectUrl.get());
  const href = `/api/auth/google${target ? `?redirect=${encodeURIComponent(target)}` : ""}`;

  return (
    <Stack gap="4">
      {problem ? (
        <Alert.Root status="warning" borderRadius="lg" data-testid="social-sign-in-problem" data-problem={social}>
          <Alert.Indicator />
          <Alert.Description>{t(problem)}</Alert.Description>
        </Alert.Root>
      ) : null}
      {providers?.google ? (
        <>
          <Button asChild variant="outline" size="lg">
            <a href={href} data-testid="continue-with-google">
              <FcGoogle aria-hidden="true" />
              {t("auth.social.continueWithGoogle")}
            </a>
          </Button>
          <HStack gap="3" aria-hidden="true">
            <Separator flex="1" />
            <Text fontSize="sm" color="fg.muted">
              {t("auth.social.or")}
            </Text>
            <Separator flex="1" />
          </HStack>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * Back from Google with a session (`/auth?social=done`): on as after any sign-in (the explicit or stored
 * redirect, else the pending listing, else home). No session after all: the login tab says so.
 */
export function SocialSignInReturn({ redirect }: { redirect: string | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const { data: user, isPending } = useQuery(userQueryOptions());
  const { continueAfterSignIn } = useAfterSignIn(redirect);
  const started = useRef(false);

  useEffect(() => {
    if (isPending || started.current) return;
    started.current = true;
    if (user) {
      notify("success", t("auth.loginSuccess"), t("auth.loginSuccessBody"), { carry: true });
      void continueAfterSignIn(user);
    } else {
      void navigate({ to: "/auth", search: { tab: "login", social: "failed" }, replace: true });
    }
  }, [isPending, user, continueAfterSignIn, navigate, t]);

  return (
    <Center py="24" gap="3" role="status" data-testid="social-sign-in-return">
      <Spinner size="lg" color="brand.solid" />
      <Text>{t("auth.social.signingIn")}</Text>
    </Center>
  );
}
