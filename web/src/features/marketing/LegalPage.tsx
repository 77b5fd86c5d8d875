import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { type LegalDocument, PRIVACY, TERMS } from "../../content/legal";
import { useLocale } from "../../i18n";
import { siteConfig } from "../../lib/site-config";
import { SiteFooter } from "./SiteFooter";

const withEmail = (text: string) => text.replaceAll("{email}", siteConfig.contactEmail);

function LegalDocumentView({ doc, testId }: { doc: LegalDocument; testId: string }) {
  return (
    <Box>
      <Container maxW="3xl" py={{ base: "8", md: "12" }}>
        <Stack
          gap="6"
          p={{ base: "6", md: "10" }}
          bg="white"
          borderRadius="2xl"
          borderWidth="1px"
          data-testid={testId}
          overflowWrap="anywhere"
        >
          <Heading as="h1" size="3xl">
            {doc.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {doc.updated}
          </Text>
          <Text>{withEmail(doc.intro)}</Text>
          {doc.sections.map((section, i) => (
            <Stack key={section.title} gap="1.5">
              <Heading as="h2" size="md">
                {i + 1}. {section.title}
              </Heading>
              {section.body.map((paragraph) => (
                <Text key={paragraph.slice(0, 40)}>{withEmail(paragraph)}</Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </Container>
      <SiteFooter />
    </Box>
  );
}

/** Issue 20: the terms the disclaimer refers to. */
export function TermsPage() {
  return <LegalDocumentView doc={TERMS[useLocale()]} testId="terms" />;
}

/** Issue 20: what we collect, why, how long, the reader's rights (Data Privacy Act of 2012). */
export function PrivacyPage() {
  return <LegalDocumentView doc={PRIVACY[useLocale()]} testId="privacy" />;
}
