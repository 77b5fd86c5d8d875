import { Button, type ButtonProps } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { LuShoppingCart } from "react-icons/lu";
import { useT } from "../../i18n";

/** 'Buy Credits' → /credits, used by the side nav, the floating mobile button and the dashboard. */
export function BuyCreditsButton({ testId, ...props }: ButtonProps & { testId: string }) {
  const t = useT();
  return (
    <Button asChild colorPalette="sun" {...props}>
      <Link to="/credits" data-testid={testId}>
        <LuShoppingCart aria-hidden /> {t("buyCredits.label")}
      </Link>
    </Button>
  );
}
