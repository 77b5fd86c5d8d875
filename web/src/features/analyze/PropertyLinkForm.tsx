import { Button, Input } from "@chakra-ui/react";
import { InlineField } from "../../components/InlineField";
import { useI18n } from "../../i18n";
import { useAnalyzeSubmit } from "./useAnalyzeSubmit";
import { useLinkForm } from "./useLinkForm";

/** The landing page's one-field form: validates the link, then follows the same path as the dialog. */
export function PropertyLinkForm() {
  const { t, tv } = useI18n();
  const { submit, isPending } = useAnalyzeSubmit();
  const { error, onSubmit, linkInput } = useLinkForm(submit);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("landing.analyze")}>
      <InlineField label={t("landing.linkLabel")} error={error ? tv(error) : undefined}>
        <Input
          {...linkInput}
          size="xl"
          bg="white"
          color="fg"
          placeholder={t("landing.linkPlaceholder")}
          data-testid="property-link-input"
        />
        <Button type="submit" size="xl" colorPalette="sun" loading={isPending} data-testid="property-link-submit">
          {t("landing.analyze")}
        </Button>
      </InlineField>
    </form>
  );
}
