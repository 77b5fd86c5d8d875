import { Button, HStack } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { LuCalculator, LuDownload, LuShare2 } from "react-icons/lu";
import { reportPdfUrl } from "../../api/report-documents";
import { notify } from "../../components/ui/toaster";
import { useLocale, useT } from "../../i18n";

/** PDF download (in the reader's language), the investment calculator and the share link (SPEC §8 toasts). */
export function ReportActions({ reportId }: { reportId: string }) {
  const t = useT();
  const locale = useLocale();
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify("success", t("report.share.copied"), t("report.share.copiedBody"));
    } catch {
      notify("error", t("report.share.failed"), t("report.share.failedBody"));
    }
  };
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
      <Button size="sm" variant="ghost" onClick={() => void share()}>
        <LuShare2 aria-hidden /> {t("report.share.action")}
      </Button>
    </HStack>
  );
}
