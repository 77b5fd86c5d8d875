import { Container, Stack } from "@chakra-ui/react";
import type { ReportRecord } from "@suri/contracts";
import { ReportBody } from "./ReportBody";
import { ReportHeader } from "./ReportHeader";
import { ScrollToTop } from "./ScrollToTop";

export function ReportView({ record }: { record: ReportRecord }) {
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <ReportHeader record={record} />
        <ReportBody report={record.reportData} listing={record.parsedData} reportId={record.id} />
      </Stack>
      <ScrollToTop />
    </Container>
  );
}
