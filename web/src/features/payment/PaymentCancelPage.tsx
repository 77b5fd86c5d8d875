import { Box, Button } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { LuCircleX } from "react-icons/lu";
import { useT } from "../../i18n";
import { OutcomeCard } from "./OutcomeCard";

/** /payment-cancel (SPEC §2 "Payment canceled"). */
export function PaymentCancelPage() {
  const t = useT();
  return (
    <OutcomeCard
      badge={<Box as={LuCircleX} boxSize="8" aria-hidden />}
      palette="sun"
      title={t("paymentCancel.title")}
      body={t("paymentCancel.body")}
      actions={
        <>
          <Button asChild variant="outline" data-testid="payment-cancel-home">
            <Link to="/">{t("paymentCancel.home")}</Link>
          </Button>
          <Button asChild colorPalette="brand" data-testid="payment-cancel-retry">
            <Link to="/">{t("paymentCancel.tryAgain")}</Link>
          </Button>
        </>
      }
      data-testid="payment-canceled"
    />
  );
}
