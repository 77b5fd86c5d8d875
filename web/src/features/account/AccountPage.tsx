import { Badge, Box, Button, Container, DataList, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { DeleteAccountRequestSchema, WRONG_PASSWORD_MESSAGE } from "@suri/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { LuTrash2 } from "react-icons/lu";
import { isApiError } from "../../api/http";
import { deleteAccount, onSignedOut, userQueryOptions } from "../../api/session";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { TextField } from "../auth/TextField";
import { useFormFields } from "../auth/useFormFields";
import { NotificationsSwitch } from "./NotificationsSwitch";
import { ResendLinkButton } from "./ResendLinkButton";

/**
 * /account (issues 20, 28): who is signed in, whether the address is confirmed, the "report ready" mails,
 * and deleting the account with the password as confirmation.
 */
export function AccountPage() {
  const t = useT();
  const { data: user } = useQuery(userQueryOptions());
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          {t("account.title")}
        </Heading>
        <Box bg="white" borderRadius="2xl" borderWidth="1px" p={{ base: "5", md: "8" }} overflowWrap="anywhere">
          <DataList.Root orientation="vertical" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>{t("account.email")}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="account-email">
                <Stack gap="2" align="start">
                  <Text>
                    {user?.email}{" "}
                    {user ? (
                      <Badge colorPalette={user.emailVerified ? "green" : "orange"} data-testid="account-email-status">
                        {t(user.emailVerified ? "account.verified" : "account.unverified")}
                      </Badge>
                    ) : null}
                  </Text>
                  {user && !user.emailVerified ? <ResendLinkButton email={user.email} size="xs" /> : null}
                </Stack>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("account.username")}</DataList.ItemLabel>
              <DataList.ItemValue>{user?.username}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("account.credits")}</DataList.ItemLabel>
              <DataList.ItemValue>{user?.creditsRemaining}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {user ? (
            <Box mt="6">
              <NotificationsSwitch user={user} />
            </Box>
          ) : null}
          <Link asChild mt="5" fontSize="sm" color="brand.fg">
            <RouterLink to="/privacy">{t("account.privacy")}</RouterLink>
          </Link>
        </Box>
        <DeleteAccountCard />
      </Stack>
    </Container>
  );
}

function DeleteAccountCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { values, setErrors, field, parse } = useFormFields({ password: "" });
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      onSignedOut(queryClient);
      notify("success", t("account.delete.done"), t("account.delete.doneBody"), { carry: true });
      await navigate({ to: "/" });
    },
    onError: (e) => {
      if (isApiError(e, 403) && e.code === "wrong_password") setErrors({ password: WRONG_PASSWORD_MESSAGE });
      else notify("error", t("account.delete.failed"), e.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = parse(DeleteAccountRequestSchema);
    if (body) remove.mutate(body.password);
  };
  return (
    <Box
      as="section"
      aria-labelledby="delete-account-title"
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="red.200"
      p={{ base: "5", md: "8" }}
      data-testid="delete-account"
    >
      <Stack gap="4">
        <Heading as="h2" size="lg" id="delete-account-title" color="red.700">
          {t("account.delete.title")}
        </Heading>
        <Text>{t("account.delete.intro")}</Text>
        <List.Root ps="5" gap="1.5">
          <List.Item>{t("account.delete.person")}</List.Item>
          <List.Item>{t("account.delete.reports")}</List.Item>
          <List.Item>{t("account.delete.credits")}</List.Item>
        </List.Root>
        <Text fontWeight="semibold">{t("account.delete.keep")}</Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="4" maxW={{ md: "sm" }}>
            <TextField
              label={t("account.delete.password")}
              type="password"
              autoComplete="current-password"
              {...field("password")}
              data-testid="delete-account-password"
            />
            <Button
              type="submit"
              colorPalette="red"
              loading={remove.isPending}
              disabled={!values.password}
              data-testid="delete-account-confirm"
            >
              <LuTrash2 aria-hidden /> {t("account.delete.confirm")}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
