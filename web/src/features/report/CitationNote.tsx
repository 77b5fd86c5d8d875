import { Link, Text } from "@chakra-ui/react";
import type { Citation } from "@suri/contracts";
import { useT } from "../../i18n";

/** "Source: X, period · confidence [n]" under a figure; [n] jumps to the numbered entry in Sources. */
export function CitationNote({ citation, number }: { citation: Citation | null | undefined; number: number | null }) {
  const t = useT();
  if (!citation) return null;
  const parts = [citation.source, citation.period].filter(Boolean).join(", ");
  return (
    <Text fontSize="xs" color="fg.muted" lineHeight="short">
      {parts} · {t(`report.confidence.${citation.confidence}`)}
      {number !== null ? (
        <>
          {" "}
          <Link href={`#source-${number}`} color="brand.fg" aria-label={t("report.sources.ref", { n: number })}>
            [{number}]
          </Link>
        </>
      ) : null}
    </Text>
  );
}
