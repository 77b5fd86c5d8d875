import { Box, Button, Circle, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { LuCircleX } from "react-icons/lu";
import { useT } from "../../i18n";

/** /payment-cancel (SPEC §2 "Payment canceled"). */
export function PaymentCancelPage() {
  const t = useT();
  return (
    <Container maxW="xl" py={{ base: "10", md: "20" }}>
      <Stack
        align="center"
        textAlign="center"
        gap="5"
        p={{ base: "6", md: "10" }}
        bg="white"
        borderRadius="2xl"
        borderWidth="1px"
        data-testid="payment-canceled"
      >
        <Circle size="16" bg="sun.subtle" color="sun.fg">
          <Box as={LuCircleX} boxSize="8" aria-hidden />
        </Circle>
        <Heading as="h1" size="2xl">
          {t("paymentCancel.title")}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {t("paymentCancel.body")}
        </Text>
        <HStack gap="3" wrap="wrap" justify="center" pt="2">
          <Button asChild variant="outline" data-testid="payment-cancel-home">
            <Link to="/">{t("paymentCancel.home")}</Link>
          </Button>
          <Button asChild colorPalette="brand" data-testid="payment-cancel-retry">
            <Link to="/">{t("paymentCancel.tryAgain")}</Link>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
