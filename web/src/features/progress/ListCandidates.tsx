import { Alert, Button, Flex, HStack, List, Stack, Text } from "@chakra-ui/react";
import type { ListCandidate } from "@suri/contracts";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuMapPin } from "react-icons/lu";
import { useT } from "../../i18n";
import { formatNumber } from "../../lib/format";
import { ScreeningOffer } from "../screening/ScreeningOffer";
import { AnotherLinkButton, listingPriceText, NumberedListingTitle, OpenOnSiteButton } from "./ListingParts";

function CandidateFacts({ candidate }: { candidate: ListCandidate }) {
  const t = useT();
  return (
    <Flex wrap="wrap" columnGap="4" rowGap="1" fontSize="sm" align="baseline">
      <Text fontWeight="bold" fontSize="md" color="navy.900" data-testid="candidate-price">
        {listingPriceText(t, candidate)}
      </Text>
      {candidate.floorAreaSqm ? (
        <Text data-testid="candidate-area">
          {t("listPage.floorArea", { area: formatNumber(candidate.floorAreaSqm) })}
        </Text>
      ) : null}
      {candidate.lotAreaSqm ? (
        <Text data-testid="candidate-area">{t("listPage.lotArea", { area: formatNumber(candidate.lotAreaSqm) })}</Text>
      ) : null}
      {candidate.bedrooms ? <Text>{t("listPage.bedrooms", { count: candidate.bedrooms })}</Text> : null}
      {candidate.place ? (
        <HStack gap="1" color="fg.muted" data-testid="candidate-place">
          <LuMapPin aria-hidden />
          <Text>{candidate.place}</Text>
        </HStack>
      ) : null}
    </Flex>
  );
}

/**
 * A list page's own listings, so the user can pick the one they meant: each with what tells it from its
 * neighbours (price, area, rooms, place), a link that starts a report of it (nothing is charged until
 * they confirm) and its page on the site.
 */
export function ListCandidates({ candidates }: { candidates: readonly ListCandidate[] }) {
  const t = useT();
  if (!candidates.length) return null;
  return (
    <List.Root as="ol" gap="3" variant="plain" aria-label={t("listPage.listLabel")} data-testid="list-candidates">
      {candidates.map((candidate, index) => (
        <List.Item key={candidate.url} display="block">
          <Stack gap="2" borderWidth="1px" borderRadius="lg" p="4" bg="white" data-testid="list-candidate">
            <NumberedListingTitle listing={candidate} position={index + 1} lineClamp={3} />
            <CandidateFacts candidate={candidate} />
            <Flex gap="2" direction={{ base: "column", sm: "row" }} pt="1">
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to="/analyze" search={{ url: candidate.url, tab: "url" }} data-testid="candidate-analyze">
                  {t("pending.analyzeCandidate")}
                </RouterLink>
              </Button>
              <OpenOnSiteButton url={candidate.url} label={t("listPage.openOnSite")} size="sm" />
            </Flex>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}

/**
 * A link that turned out to be a search page: not an error the user made, so no red alert and no "Try
 * Again" (trying the same link again gives the same list); its listings instead, and no credit used.
 */
export function RefusedListPage({
  candidates,
  pageLink,
}: {
  candidates: readonly ListCandidate[];
  /** The search page's link: offered to be screened whole for one credit (issue 27). */
  pageLink?: string;
}) {
  const t = useT();
  return (
    <Stack gap="4" data-testid="list-page-refusal">
      <Alert.Root status="info" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t("listPage.title")}</Alert.Title>
          <Alert.Description>{t("listPage.body", { count: candidates.length })}</Alert.Description>
          <Alert.Description mt="1" fontWeight="semibold" data-testid="no-credit-used">
            {t("pending.noCreditUsed")}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {pageLink ? <ScreeningOffer pageLink={pageLink} count={candidates.length} /> : null}
      <ListCandidates candidates={candidates} />
      <HStack gap="3" justify="center" pt="2" wrap="wrap">
        <Button asChild variant="outline">
          <RouterLink to="/">{t("pending.returnHome")}</RouterLink>
        </Button>
        <AnotherLinkButton label={t("listPage.otherLink")} />
      </HStack>
    </Stack>
  );
}
