import { Button, Field, Flex, Stack, Text, Textarea } from "@chakra-ui/react";
import { LISTING_TEXT_MAX_CHARS, LISTING_TEXT_MIN_CHARS } from "@suri/contracts";
import { useSetAtom } from "jotai";
import { type FormEvent, useRef, useState } from "react";
import { useI18n } from "../../i18n";
import { formatNumber } from "../../lib/format";
import { listingTextLength, validateListingText } from "./analyze-request";
import { NeedCreditsNotice } from "./NeedCreditsNotice";
import { lastListingTextAtom } from "./state";
import { useAnalyzeSubmit } from "./useAnalyzeSubmit";

/**
 * The 'Paste listing text' tab: the listing's own words, for a Facebook Marketplace or group post, a
 * Viber or WhatsApp message, or a page we cannot open. Checked here with the API's own schema (the
 * counter counts what the server counts), then started like a link.
 */
export function PasteTextTab({ outOfCredits, initialText = "" }: { outOfCredits: boolean; initialText?: string }) {
  const { t, tv } = useI18n();
  const { submitText, isPending } = useAnalyzeSubmit();
  const setLastText = useSetAtom(lastListingTextAtom);
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  // One key per text: pressing Analyze again for the same words can never start a second job.
  const keys = useRef(new Map<string, string>());

  const count = listingTextLength(text);
  const tooLong = count > LISTING_TEXT_MAX_CHARS;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateListingText(text);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    const key = keys.current.get(result.text) ?? crypto.randomUUID();
    keys.current.set(result.text, key);
    setLastText(result.text);
    submitText(result.text, key);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t("ingest.text.hint")}
        </Text>
        <Field.Root invalid={!!error || tooLong}>
          <Field.Label>{t("ingest.text.label")}</Field.Label>
          <Textarea
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
            placeholder={t("ingest.text.placeholder")}
            rows={8}
            resize="vertical"
            maxH="60vh"
            spellCheck={false}
            data-testid="paste-text-input"
          />
          <Flex w="full" justify="space-between" gap="3" wrap="wrap">
            {error ? (
              <Field.ErrorText data-testid="paste-text-error">{tv(error)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t("ingest.text.needMore", { min: LISTING_TEXT_MIN_CHARS })}</Field.HelperText>
            )}
            <Text
              fontSize="xs"
              mt="1.5"
              color={tooLong ? "fg.error" : "fg.muted"}
              fontVariantNumeric="tabular-nums"
              data-testid="paste-text-counter"
            >
              {t("ingest.text.counter", { count: formatNumber(count), max: formatNumber(LISTING_TEXT_MAX_CHARS) })}
            </Text>
          </Flex>
        </Field.Root>
        <Text color="fg.muted" fontSize="xs">
          {t("ingest.text.privacy")}
        </Text>
        {outOfCredits ? <NeedCreditsNotice /> : null}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={isPending}
          disabled={count === 0 || outOfCredits}
          data-testid="paste-text-submit"
        >
          {t("ingest.text.submit")}
        </Button>
      </Stack>
    </form>
  );
}
