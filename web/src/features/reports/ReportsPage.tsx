import { Container, Heading } from "@chakra-ui/react";
import { useT } from "../../i18n";
import { MyScreenings } from "../screening/MyScreenings";
import { ReportGrid } from "./ReportGrid";

export function ReportsPage() {
  const t = useT();
  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Heading as="h1" size="3xl" mb="8">
        {t("reports.title")}
      </Heading>
      <ReportGrid manage />
      <MyScreenings />
    </Container>
  );
}
