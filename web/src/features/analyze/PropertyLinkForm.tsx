import { Button, Field, Flex, Input } from "@chakra-ui/react";
import { useI18n } from "../../i18n";
import { useAnalyzeSubmit } from "./useAnalyzeSubmit";
import { useLinkForm } from "./useLinkForm";

/** The landing page's one-field form: validates the link, then follows the same path as the dialog. */
export function PropertyLinkForm() {
  const { t, tv } = useI18n();
  const { submit, isPending } = useAnalyzeSubmit();
  const { link, setLink, error, onSubmit } = useLinkForm(submit);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("landing.analyze")}>
      <Field.Root invalid={!!error}>
        <Field.Label srOnly>{t("landing.linkLabel")}</Field.Label>
        <Flex gap="2" direction={{ base: "column", sm: "row" }} w="full">
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            size="xl"
            bg="white"
            color="fg"
            placeholder={t("landing.linkPlaceholder")}
            value={link}
            onChange={(e) => setLink(e.target.value)}
            data-testid="property-link-input"
          />
          <Button type="submit" size="xl" colorPalette="sun" loading={isPending} data-testid="property-link-submit">
            {t("landing.analyze")}
          </Button>
        </Flex>
        <Field.ErrorText color="sun.200" fontWeight="medium">
          {error ? tv(error) : null}
        </Field.ErrorText>
      </Field.Root>
    </form>
  );
}
