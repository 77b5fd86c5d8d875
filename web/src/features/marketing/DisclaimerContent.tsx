import { Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { type MessageKey, useT } from "../../i18n";

const sections: { title: MessageKey; body: MessageKey }[] = [
  { title: "disclaimer.adviceTitle", body: "disclaimer.adviceBody" },
  { title: "disclaimer.consumerTitle", body: "disclaimer.consumerBody" },
  { title: "disclaimer.privacyTitle", body: "disclaimer.privacyBody" },
  { title: "disclaimer.electronicTitle", body: "disclaimer.electronicBody" },
  { title: "disclaimer.licenceTitle", body: "disclaimer.licenceBody" },
  { title: "disclaimer.liabilityTitle", body: "disclaimer.liabilityBody" },
  { title: "disclaimer.lawTitle", body: "disclaimer.lawBody" },
];

/** The seven sections under Philippine law and the closing acknowledgement; shared by page and side panel. */
export function DisclaimerContent({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  const t = useT();
  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted">
        {t("disclaimer.updated")}
      </Text>
      {sections.map((s, i) => (
        <Stack key={s.title} gap="1.5">
          <Heading as={headingLevel} size="md">
            {i + 1}. {t(s.title)}
          </Heading>
          <Text>{t(s.body)}</Text>
        </Stack>
      ))}
      <Text fontWeight="semibold">{t("disclaimer.acknowledge")}</Text>
      <Text fontSize="sm" data-testid="disclaimer-legal-links">
        <Link asChild color="brand.fg">
          <RouterLink to="/terms">{t("legal.terms")}</RouterLink>
        </Link>{" "}
        ·{" "}
        <Link asChild color="brand.fg">
          <RouterLink to="/privacy">{t("legal.privacy")}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
