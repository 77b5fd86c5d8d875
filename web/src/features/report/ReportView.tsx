import { Alert, Button, Container, Stack } from "@chakra-ui/react";
import type { ReportRecord } from "@suri/contracts";
import { useT } from "../../i18n";
import { ReportBody } from "./ReportBody";
import { ReportHeader } from "./ReportHeader";
import { ScrollToTop } from "./ScrollToTop";
import { unsureFields, WHAT_WE_READ_ID, WhatWeRead } from "./WhatWeRead";

export function ReportView({ record }: { record: ReportRecord }) {
  const t = useT();
  const unsure = unsureFields(record).length;
  return (
    // A source title or a link without spaces wraps instead of pushing the page sideways on a phone.
    <Container maxW="6xl" py={{ base: "6", md: "10" }} overflowWrap="anywhere">
      <Stack gap="6">
        <ReportHeader record={record} />
        {unsure > 0 ? (
          // A report that is unsure of what it read says so first, and offers the way to fix it.
          <Alert.Root
            status="warning"
            borderRadius="xl"
            data-testid="report-unsure"
            flexDirection={{ base: "column", sm: "row" }}
          >
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t("reading.bannerTitle")}</Alert.Title>
              <Alert.Description>{t("reading.bannerBody", { count: unsure })}</Alert.Description>
            </Alert.Content>
            <Button
              asChild
              size="sm"
              variant="outline"
              colorPalette="orange"
              alignSelf={{ base: "flex-start", sm: "center" }}
              flexShrink={0}
            >
              <a href={`#${WHAT_WE_READ_ID}`}>{t("reading.bannerAction")}</a>
            </Button>
          </Alert.Root>
        ) : null}
        <ReportBody
          report={record.reportData}
          listing={record.parsedData}
          reportId={record.id}
          corrections={record.corrections}
          reading={<WhatWeRead record={record} />}
        />
      </Stack>
      <ScrollToTop />
    </Container>
  );
}
