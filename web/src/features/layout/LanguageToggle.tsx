import { Button, ButtonGroup, Text, VisuallyHidden } from "@chakra-ui/react";
import { type Locale, loadCatalogue, locales, useLocale, useSwitchLocale, useT } from "../../i18n";

export function LanguageToggle() {
  const t = useT();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  return (
    <div>
      <Text
        id="language-toggle-label"
        fontSize="xs"
        textTransform="uppercase"
        letterSpacing="wider"
        color="navy.200"
        mb="1.5"
      >
        {t("lang.label")}
      </Text>
      <ButtonGroup size="xs" attached role="group" aria-labelledby="language-toggle-label">
        {locales.map((option: Locale) => (
          <Button
            key={option}
            lang={option}
            aria-pressed={locale === option}
            variant={locale === option ? "solid" : "outline"}
            colorPalette={locale === option ? "sun" : "gray"}
            color={locale === option ? undefined : "navy.50"}
            borderColor="navy.600"
            _hover={locale === option ? undefined : { bg: "navy.800" }}
            onPointerEnter={() => void loadCatalogue(option).catch(() => undefined)}
            onFocus={() => void loadCatalogue(option).catch(() => undefined)}
            onClick={() => void switchLocale(option)}
            data-testid={`language-${option}`}
          >
            {t(`lang.${option}`)}
            <VisuallyHidden>{locale === option ? " ✓" : ""}</VisuallyHidden>
          </Button>
        ))}
      </ButtonGroup>
    </div>
  );
}
