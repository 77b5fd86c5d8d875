import { Box, Container, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { type LegalDocument, PRIVACY, TERMS } from "../../content/legal";
import { useLocale } from "../../i18n";
import { siteConfig } from "../../lib/site-config";
import { SiteFooter } from "./SiteFooter";

const withEmail = (text: string) => text.replaceAll("{email}", siteConfig.contactEmail);

/** A paragraph, its `{account}` a link to the account page (where the account is deleted). */
function Paragraph({ text, accountLink }: { text: string; accountLink: string | undefined }) {
  const [before, after] = withEmail(text).split("{account}");
  if (after === undefined || !accountLink) return <Text>{before}</Text>;
  return (
    <Text>
      {before}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/account">{accountLink}</RouterLink>
      </Link>
      {after}
    </Text>
  );
}

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
                <Paragraph key={paragraph.slice(0, 40)} text={paragraph} accountLink={doc.accountLink} />
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
