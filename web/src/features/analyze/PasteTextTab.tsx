import { Button, Field, Flex, Stack, Text, Textarea } from "@chakra-ui/react";
import { LISTING_TEXT_MAX_CHARS, LISTING_TEXT_MIN_CHARS, type ListingTextReading } from "@suri/contracts";
import { useMutation } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { isApiError } from "../../api/http";
import { readListingText } from "../../api/reports";
import { type MessageKey, useI18n } from "../../i18n";
import { formatNumber } from "../../lib/format";
import { listingTextLength, validateListingText } from "./analyze-request";
import { NeedCreditsNotice } from "./NeedCreditsNotice";
import { ReadingCheck } from "./ReadingCheck";
import { lastListingTextAtom } from "./state";
import { useAnalyzeSubmit } from "./useAnalyzeSubmit";

/** Why a text could not be read: the catalogue's words for the API's refusals, or the schema's own message. */
function readRefusal(error: unknown): { key: MessageKey } | { text: string } {
  if (isApiError(error, 422)) return { key: "ingest.read.notAListing" };
  if (isApiError(error, 429)) return { key: "ingest.read.rateLimited" };
  if (isApiError(error, 400) && error.serverMessage) return { text: error.serverMessage };
  return { key: "ingest.read.failed" };
}

/**
 * The 'Paste listing text' tab, in two steps. First the listing's own words — a Facebook Marketplace or
 * group post, a Viber or WhatsApp message, a page we cannot open — checked here with the API's own schema
 * (the counter counts what the server counts). "Read it" costs nothing: what we read is shown, field by
 * field with its words, to be fixed in place and confirmed with one button, which starts the report.
 */
export function PasteTextTab({
  outOfCredits,
  initialText = "",
  readAtOnce = false,
}: {
  outOfCredits: boolean;
  initialText?: string;
  /** Read `initialText` on opening (a visitor's text, once signed in). */
  readAtOnce?: boolean;
}) {
  const { t, tv } = useI18n();
  const { askToSignUp } = useAnalyzeSubmit();
  const setLastText = useSetAtom(lastListingTextAtom);
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<{ key: MessageKey } | { text: string } | null>(null);
  const [checked, setChecked] = useState<{ text: string; read: ListingTextReading } | null>(null);
  // One key per text: confirming the same words again, however fixed, can never start a second job.
  const keys = useRef(new Map<string, string>());
  const keyFor = (cleaned: string) => {
    const key = keys.current.get(cleaned) ?? crypto.randomUUID();
    keys.current.set(cleaned, key);
    return key;
  };

  const read = useMutation({
    mutationFn: (cleaned: string) => readListingText(cleaned),
    onSuccess: (answer, cleaned) => setChecked({ text: cleaned, read: answer }),
    onError: (refusal, cleaned) => {
      if (isApiError(refusal, 401) && askToSignUp({ kind: "text", text: cleaned, idempotencyKey: keyFor(cleaned) })) {
        return;
      }
      setError(readRefusal(refusal));
    },
  });

  const readText = (raw: string) => {
    const result = validateListingText(raw);
    if (!result.ok) {
      setError({ text: result.message });
      return;
    }
    setError(null);
    setLastText(result.text);
    // A visitor signs up first; their text is read once they have.
    if (askToSignUp({ kind: "text", text: result.text, idempotencyKey: keyFor(result.text) })) return;
    read.mutate(result.text);
  };

  const readOnOpening = useRef(readAtOnce && initialText !== "");
  useEffect(() => {
    if (!readOnOpening.current) return;
    readOnOpening.current = false;
    const result = validateListingText(initialText);
    if (result.ok) read.mutate(result.text);
  }, [initialText, read]);

  if (checked) {
    return (
      <ReadingCheck
        text={checked.text}
        read={checked.read}
        idempotencyKey={keyFor(checked.text)}
        outOfCredits={outOfCredits}
        onBack={() => setChecked(null)}
      />
    );
  }

  const count = listingTextLength(text);
  const tooLong = count > LISTING_TEXT_MAX_CHARS;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    readText(text);
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
              <Field.ErrorText data-testid="paste-text-error">
                {"key" in error ? t(error.key) : tv(error.text)}
              </Field.ErrorText>
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
        <Stack gap="1.5">
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={read.isPending}
            disabled={count === 0}
            data-testid="paste-text-read"
          >
            {t("ingest.read.submit")}
          </Button>
          <Text color="fg.muted" fontSize="xs" textAlign="center">
            {t("ingest.read.free")}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
