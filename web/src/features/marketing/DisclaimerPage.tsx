import { Box, Container, Heading, Stack } from "@chakra-ui/react";
import { useT } from "../../i18n";
import { DisclaimerContent } from "./DisclaimerContent";
import { SiteFooter } from "./SiteFooter";

export function DisclaimerPage() {
  const t = useT();
  return (
    <Box>
      <Container maxW="3xl" py={{ base: "8", md: "12" }}>
        <Stack gap="6" p={{ base: "6", md: "10" }} bg="white" borderRadius="2xl" borderWidth="1px">
          <Heading as="h1" size="3xl">
            {t("disclaimer.title")}
          </Heading>
          <DisclaimerContent />
        </Stack>
      </Container>
      <SiteFooter />
    </Box>
  );
}
