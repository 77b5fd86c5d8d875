import { Button, type ButtonProps, Link, Text, type TextProps } from "@chakra-ui/react";
import type { ListCandidate } from "@suri/contracts";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuExternalLink, LuLink } from "react-icons/lu";
import type { Translate } from "../../i18n";
import { formatPeso } from "../../lib/format";

/** A listing found on a search page, as both a refused link's list and a screening's table show it. */
type Listing = Pick<ListCandidate, "title" | "url" | "priceCentavos">;

export function listingPriceText(t: Translate, listing: Listing): string {
  return listing.priceCentavos !== undefined ? formatPeso(listing.priceCentavos / 100) : t("listPage.noPrice");
}

/** The listing's title after its number in the list; its link without the scheme when the page gave no name. */
export function NumberedListingTitle({
  listing,
  position,
  ...text
}: { listing: Listing; position: number } & TextProps) {
  return (
    <Text fontWeight="semibold" wordBreak="break-word" {...text}>
      <Text as="span" color="fg.muted" me="1.5">
        {position}.
      </Text>
      {listing.title || listing.url.replace(/^https?:\/\/(www\.)?/, "")}
    </Text>
  );
}

/** Back to the analyze page, for a link other than the search page just read. */
export function AnotherLinkButton({ label }: { label: string }) {
  return (
    <Button asChild variant="outline" colorPalette="brand">
      <RouterLink to="/analyze">
        <LuLink aria-hidden /> {label}
      </RouterLink>
    </Button>
  );
}

/** A quiet button that opens the listing's page on its own site, in a new tab. */
export function OpenOnSiteButton({ url, label, size }: { url: string; label: string; size: ButtonProps["size"] }) {
  return (
    <Button asChild size={size} variant="ghost" colorPalette="brand">
      <Link href={url} target="_blank" rel="noopener noreferrer nofollow">
        {label} <LuExternalLink aria-hidden />
      </Link>
    </Button>
  );
}
