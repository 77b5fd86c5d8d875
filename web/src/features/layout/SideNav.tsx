import { Box, Button, Flex, Heading, Separator, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import {
  LuFileChartColumn,
  LuHouse,
  LuInfo,
  LuListChecks,
  LuLogIn,
  LuLogOut,
  LuNewspaper,
  LuScale,
  LuTag,
  LuUserCog,
  LuUserPlus,
} from "react-icons/lu";
import { logout, onSignedOut, userQueryOptions } from "../../api/session";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { BuyCreditsButton } from "../credits/BuyCreditsButton";
import { disclaimerPanelAtom } from "../marketing/state";
import { CurrencyPicker } from "./currency";
import { LanguageToggle } from "./LanguageToggle";
import { NavLink } from "./NavLink";
import { navOpenAtom } from "./state";

/** `compact`: the tagline keeps to one line (the phone's top bar shares its row with buttons). */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <Box minW="0">
      <Heading as="p" fontSize="2xl" fontWeight="extrabold" letterSpacing="tight" color="white">
        <Box as="span" color="sun.400">
          ●
        </Box>{" "}
        {t("app.name")}
      </Heading>
      <Text fontSize="xs" color="navy.200" fontStyle="italic" truncate={compact}>
        {t("app.tagline")}
      </Text>
    </Box>
  );
}

/** The navigation column: the same content in the desktop sidebar and the mobile drawer. */
export function SideNav() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useQuery(userQueryOptions());
  const openDisclaimer = useSetAtom(disclaimerPanelAtom);
  const setNavOpen = useSetAtom(navOpenAtom);
  const signOut = useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      onSignedOut(queryClient);
      notify("success", t("auth.loggedOut"), undefined, { carry: true });
      await navigate({ to: "/" });
    },
    onError: (error) => notify("error", t("auth.logoutFailed"), error.message),
  });

  return (
    <Flex direction="column" h="full" gap="6" px="4" py="6" color="navy.50">
      <BrandMark />
      <Stack as="nav" aria-label={t("nav.main")} gap="1">
        <NavLink to="/" icon={<LuHouse aria-hidden />}>
          {t("nav.home")}
        </NavLink>
        <NavLink to="/how-it-works" icon={<LuListChecks aria-hidden />}>
          {t("nav.howItWorks")}
        </NavLink>
        <NavLink to="/pricing" icon={<LuTag aria-hidden />}>
          {t("creditsNav.pricing")}
        </NavLink>
        <NavLink to="/about" icon={<LuInfo aria-hidden />}>
          {t("nav.about")}
        </NavLink>
        <NavLink to="/blog" activeOptions={{ exact: false }} icon={<LuNewspaper aria-hidden />}>
          {t("nav.blog")}
        </NavLink>
        {user ? (
          <>
            <NavLink to="/reports" icon={<LuFileChartColumn aria-hidden />}>
              {t("nav.myReports")}
            </NavLink>
            <NavLink to="/account" icon={<LuUserCog aria-hidden />}>
              {t("nav.account")}
            </NavLink>
          </>
        ) : (
          <>
            <NavLink
              to="/auth"
              search={{ tab: "login" }}
              activeOptions={{ exact: true, includeSearch: true }}
              icon={<LuLogIn aria-hidden />}
            >
              {t("nav.login")}
            </NavLink>
            <NavLink
              to="/auth"
              search={{}}
              activeOptions={{ exact: true, includeSearch: true }}
              icon={<LuUserPlus aria-hidden />}
            >
              {t("nav.signUp")}
            </NavLink>
          </>
        )}
      </Stack>
      <Box flex="1" />
      {user ? (
        <Stack gap="3" p="4" borderRadius="xl" bg="navy.800" borderWidth="1px" borderColor="navy.700">
          <Box>
            <Text fontSize="xs" color="navy.200">
              {t("nav.signedInAs")}
            </Text>
            <Text fontWeight="semibold" truncate data-testid="nav-username">
              {user.username || user.displayName || user.email}
            </Text>
          </Box>
          <Separator borderColor="navy.700" />
          <Flex justify="space-between" align="baseline">
            <Text fontSize="sm" color="navy.200">
              {t("nav.creditsRemaining")}
            </Text>
            <Text fontSize="xl" fontWeight="bold" color="sun.300" data-testid="credits-remaining">
              {user.creditsRemaining}
            </Text>
          </Flex>
          {user.freeReportAvailable ? (
            <Text fontSize="xs" color="sun.200">
              {t("nav.freeReportReady")}
            </Text>
          ) : null}
          <BuyCreditsButton testId="buy-credits-nav" size="sm" />
          <Button
            size="sm"
            variant="outline"
            color="navy.50"
            borderColor="navy.600"
            _hover={{ bg: "navy.700" }}
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
            data-testid="logout-button"
          >
            <LuLogOut aria-hidden /> {t("nav.logout")}
          </Button>
        </Stack>
      ) : null}
      <Separator borderColor="navy.700" />
      <LanguageToggle />
      <CurrencyPicker />
      <Button
        size="xs"
        variant="ghost"
        color="navy.200"
        alignSelf="flex-start"
        _hover={{ bg: "navy.800", color: "white" }}
        onClick={() => {
          setNavOpen(false);
          openDisclaimer(true);
        }}
        data-testid="open-disclaimer-panel"
      >
        <LuScale aria-hidden /> {t("nav.disclaimer")}
      </Button>
    </Flex>
  );
}
