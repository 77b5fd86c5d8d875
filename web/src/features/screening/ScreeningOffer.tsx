import { Alert, Button, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { LuListChecks } from "react-icons/lu";
import { isApiError } from "../../api/http";
import { queryKeys } from "../../api/keys";
import { startScreening } from "../../api/screenings";
import { useT } from "../../i18n";

/**
 * On a refused search page: screen the whole page for one credit. Starts the screening (its own credit
 * reservation; nothing is spent if it fails) and opens its page.
 */
export function ScreeningOffer({ pageLink, count }: { pageLink: string; count: number }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const start = useMutation({
    mutationFn: () => startScreening(pageLink, key),
    onSuccess: ({ screeningId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void navigate({ to: "/screening/$id", params: { id: screeningId } });
    },
  });
  const needsCredits = isApiError(start.error) && start.error.status === 402;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4" bg="brand.50" data-testid="screening-offer">
      <Text fontWeight="bold" fontSize="lg" color="navy.900">
        {t("screening.offerTitle")}
      </Text>
      <Text>{t("screening.offerBody", { count })}</Text>
      <Button
        colorPalette="brand"
        alignSelf={{ base: "stretch", sm: "start" }}
        whiteSpace="normal"
        loading={start.isPending}
        loadingText={t("screening.starting")}
        onClick={() => start.mutate()}
        data-testid="screening-start"
      >
        <LuListChecks aria-hidden /> {t("screening.offerButton", { count })}
      </Button>
      {needsCredits ? (
        <Alert.Root status="warning" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t("screening.needCredits")}{" "}
              <RouterLink to="/pricing">
                <Text as="span" textDecoration="underline" fontWeight="semibold">
                  {t("screening.buyCredits")}
                </Text>
              </RouterLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : start.error ? (
        <Alert.Root status="error" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>{start.error.message}</Alert.Description>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
