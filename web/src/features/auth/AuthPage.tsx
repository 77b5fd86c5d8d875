import { Box, Code, Container, Grid, Heading, List, Stack, Tabs, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuCircleCheck } from "react-icons/lu";
import { navyGradient } from "../../components/surfaces";
import { useT } from "../../i18n";
import { pendingPropertyUrl } from "../../lib/browser-storage";
import { LoginForm } from "./LoginForm";
import { SignUpForm } from "./SignUpForm";

type AuthTab = "signup" | "login";

interface AuthPageProps {
  tab: AuthTab;
  redirect: string | undefined;
  onTabChange: (tab: AuthTab) => void;
}

export function AuthPage({ tab, redirect, onTabChange }: AuthPageProps) {
  const t = useT();
  const [pendingUrl] = useState(() => pendingPropertyUrl.get());

  return (
    <Container maxW="6xl" py={{ base: "8", md: "16" }}>
      <Grid templateColumns={{ base: "1fr", lg: "1.1fr 1fr" }} gap="8" alignItems="stretch">
        <Box bg="white" borderRadius="2xl" borderWidth="1px" p={{ base: "6", md: "8" }} shadow="sm">
          <Heading as="h1" size="2xl" mb="6">
            {t("auth.title")}
          </Heading>
          {pendingUrl ? (
            <Box mb="6" p="3" borderRadius="lg" bg="sun.subtle" borderWidth="1px" borderColor="sun.emphasized">
              <Text fontSize="sm" mb="1">
                {t("auth.pendingNotice")}
              </Text>
              <Code wordBreak="break-all" whiteSpace="normal" bg="transparent" p="0">
                {pendingUrl}
              </Code>
            </Box>
          ) : null}
          <Tabs.Root
            value={tab}
            onValueChange={(e) => onTabChange(e.value === "login" ? "login" : "signup")}
            variant="line"
            colorPalette="brand"
          >
            <Tabs.List mb="6">
              <Tabs.Trigger value="signup" data-testid="tab-signup">
                {t("auth.signUpTab")}
              </Tabs.Trigger>
              <Tabs.Trigger value="login" data-testid="tab-login">
                {t("auth.loginTab")}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="signup">
              <SignUpForm redirect={redirect} />
            </Tabs.Content>
            <Tabs.Content value="login">
              <LoginForm redirect={redirect} />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
        <Stack gap="5" p={{ base: "6", md: "10" }} {...navyGradient} justify="center">
          <Text color="sun.300" fontWeight="semibold" fontStyle="italic">
            {t("app.tagline")}
          </Text>
          <Heading as="h2" size="2xl" lineHeight="short">
            {t("auth.panelTitle")}
          </Heading>
          <Text color="navy.100" fontSize="lg">
            {t("auth.panelLead")}
          </Text>
          <List.Root gap="3" variant="plain">
            {(["auth.panelPoint1", "auth.panelPoint2", "auth.panelPoint3"] as const).map((key) => (
              <List.Item key={key} alignItems="flex-start">
                <List.Indicator asChild color="sun.400" mt="1">
                  <LuCircleCheck />
                </List.Indicator>
                {t(key)}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      </Grid>
    </Container>
  );
}
