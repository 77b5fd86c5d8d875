import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { LuCheck, LuShoppingCart, LuUserPlus } from "react-icons/lu";
import { useT } from "../../i18n";
import { AlsoIn } from "../layout/currency";
import type { PackDisplay } from "./pack-display";

interface PackCardProps {
  pack: PackDisplay;
  /** null: a visitor, who gets a 'Sign up to purchase' link instead of a Buy button. */
  onBuy: (() => void) | null;
  busy: boolean;
  disabled: boolean;
  /** Where /auth sends the visitor back to after signing up. */
  returnPath: string;
  onSignUpClick?: () => void;
}

export function PackCard({ pack, onBuy, busy, disabled, returnPath, onSignUpClick }: PackCardProps) {
  const t = useT();
  const creditsLabel = t(pack.credits === 1 ? "credits.one" : "credits.other", { count: pack.credits });
  return (
    <Card.Root
      position="relative"
      borderRadius="2xl"
      borderWidth={pack.popular ? "2px" : "1px"}
      borderColor={pack.popular ? "sun.400" : "border"}
      boxShadow={pack.popular ? "lg" : "xs"}
      bg="white"
      data-testid={`pack-${pack.id}`}
      data-popular={pack.popular || undefined}
    >
      {pack.popular ? (
        <Badge
          position="absolute"
          top="-3"
          left="50%"
          transform="translateX(-50%)"
          colorPalette="sun"
          variant="solid"
          size="md"
          px="3"
          borderRadius="full"
        >
          {t("pricing.popular")}
        </Badge>
      ) : null}
      <Card.Header pt="8">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Box>
            <Heading as="h2" size="xl">
              {pack.brand}
            </Heading>
            <Text color="fg.muted">{creditsLabel}</Text>
          </Box>
          {pack.savingsPercent > 0 ? (
            <Badge colorPalette="green" variant="subtle" size="md" data-testid={`pack-savings-${pack.id}`}>
              {t("pricing.save", { percent: pack.savingsPercent })}
            </Badge>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.subtle">
          {t(`pricing.tagline.${pack.id}`)}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="1">
          {/* Pesos first (SPEC §1); the card is charged in US dollars, said plainly beside it. */}
          <Text fontSize="4xl" fontWeight="black" color="navy.900" lineHeight="1" data-testid={`pack-price-${pack.id}`}>
            {pack.php}
          </Text>
          <AlsoIn php={pack.phpAmount} />
          <Text color="fg.muted" fontSize="sm" data-testid={`pack-usd-${pack.id}`}>
            {t("pricing.chargedUsd", { usd: pack.totalUsd })}
          </Text>
          <Text fontWeight="semibold" color="brand.fg" pt="2">
            {t("pricing.perReport", { price: pack.perReportPhp })}
          </Text>
        </Stack>
        <Stack as="ul" gap="2" mt="5" fontSize="sm" listStyleType="none">
          {(["pricing.point.never", "pricing.point.access", "pricing.point.restore"] as const).map((key) => (
            <HStack as="li" key={key} gap="2" align="flex-start">
              <Box as={LuCheck} color="brand.solid" mt="0.5" flexShrink={0} aria-hidden />
              <Text>{t(key)}</Text>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer>
        {onBuy ? (
          <Button
            w="full"
            size="lg"
            colorPalette={pack.popular ? "sun" : "brand"}
            loading={busy}
            disabled={disabled}
            onClick={onBuy}
            data-testid={`pack-buy-${pack.id}`}
          >
            <LuShoppingCart aria-hidden /> {t("pricing.buy", { credits: creditsLabel })}
          </Button>
        ) : (
          <Button asChild w="full" size="lg" variant="outline" colorPalette="brand">
            <Link
              to="/auth"
              search={{ redirect: returnPath }}
              onClick={onSignUpClick}
              data-testid={`pack-buy-${pack.id}`}
            >
              <LuUserPlus aria-hidden /> {t("pricing.signUpToPurchase")}
            </Link>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
