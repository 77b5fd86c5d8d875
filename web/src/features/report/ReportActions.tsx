import { Button, HStack } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { LuCalculator, LuDownload, LuShare2 } from "react-icons/lu";
import { reportPdfUrl } from "../../api/report-documents";
import { useLocale, useT } from "../../i18n";
import { ShareDialog } from "./ShareDialog";

/**
 * PDF download (in the reader's language), the investment calculator and sharing: a read-only link for
 * family, made and revoked in the share dialog (copying it gives the SPEC §8 toasts).
 */
export function ReportActions({ reportId }: { reportId: string }) {
  const t = useT();
  const locale = useLocale();
  const [sharing, setSharing] = useState(false);
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="sm" colorPalette="brand" data-testid="download-pdf">
        <a href={reportPdfUrl(reportId, locale)} download>
          <LuDownload aria-hidden /> {t("report.pdf")}
        </a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to="/reports/$id/investment-calculator" params={{ id: reportId }}>
          <LuCalculator aria-hidden /> {t("report.calculator")}
        </Link>
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setSharing(true)} data-testid="share-open">
        <LuShare2 aria-hidden /> {t("report.share.action")}
      </Button>
      {sharing ? <ShareDialog reportId={reportId} open={sharing} onOpenChange={setSharing} /> : null}
    </HStack>
  );
}
