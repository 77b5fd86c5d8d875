import { Badge, DataList, Text } from "@chakra-ui/react";
import type { DiagnosticReport } from "../../api/credits";
import { type MessageKey, useT } from "../../i18n";
import { diagnosticCell, humanizeKey } from "./diagnostics";

const knownLabels: Record<string, MessageKey> = {
  secretKeyPresent: "diag.field.secretKeyPresent",
  publishableKeyPresent: "diag.field.publishableKeyPresent",
  webhookSecretPresent: "diag.field.webhookSecretPresent",
  demoCheckout: "diag.field.demoCheckout",
  mode: "diag.field.mode",
};

/** A diagnostic answer as label/value rows; flags as Yes/No badges, anything secret-looking withheld. */
export function DiagnosticList({ report, testId }: { report: DiagnosticReport; testId: string }) {
  const t = useT();
  const entries = Object.entries(report);
  if (entries.length === 0) return <Text color="fg.muted">{t("diag.empty")}</Text>;
  return (
    <DataList.Root orientation="horizontal" data-testid={testId}>
      {entries.map(([key, value]) => {
        const cell = diagnosticCell(value);
        const labelKey = knownLabels[key];
        return (
          <DataList.Item key={key} data-field={key}>
            <DataList.ItemLabel minW="56">{labelKey ? t(labelKey) : humanizeKey(key)}</DataList.ItemLabel>
            <DataList.ItemValue>
              {cell.kind === "flag" ? (
                <Badge colorPalette={cell.value ? "green" : "red"} variant="subtle">
                  {t(cell.value ? "diag.yes" : "diag.no")}
                </Badge>
              ) : cell.kind === "text" ? (
                <Text fontFamily="mono" fontSize="sm">
                  {cell.value}
                </Text>
              ) : (
                <Text color="fg.muted" fontStyle="italic">
                  {t("diag.hidden")}
                </Text>
              )}
            </DataList.ItemValue>
          </DataList.Item>
        );
      })}
    </DataList.Root>
  );
}
