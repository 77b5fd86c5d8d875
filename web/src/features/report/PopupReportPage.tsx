import { Button, DataList, Dialog, Flex, Heading, HStack, Image, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { isApiError } from "../../api/http";
import { propertyDataQueryOptions } from "../../api/report-documents";
import { DialogFrame } from "../../components/DialogFrame";
import { useT } from "../../i18n";
import { formatNumber, formatPeso } from "../../lib/format";
import { RedFlagList, ScoreBadge } from "./ScoreBadge";

/**
 * SPEC §2 popup report: a modal over the page with the property's facts and the report's score. The
 * SPEC's fallback score (78, Good) would be a number without a source, so a missing score shows N/A.
 */
export function PopupReportPage({ id }: { id: string }) {
  const t = useT();
  const navigate = useNavigate();
  const query = useQuery(propertyDataQueryOptions(id));
  const home = () => void navigate({ to: "/" });
  const d = query.data;
  const score = d ? d.investmentScore : null;
  const error = query.isError
    ? isApiError(query.error, 404) || isApiError(query.error, 403)
      ? t("popup.notFound")
      : isApiError(query.error, 410)
        ? t("report.expired")
        : isApiError(query.error, 401)
          ? t("card.signIn")
          : t("popup.loadError")
    : null;
  const rows: [string, string | number | null][] = d
    ? [
        [t("popup.price"), formatPeso(d.price)],
        [t("report.details.developer"), d.developer],
        [t("report.details.status"), d.overview.status],
        [t("report.details.type"), d.overview.type],
        [t("report.details.bedrooms"), d.overview.bedrooms],
        [t("report.details.bathrooms"), d.overview.bathrooms],
        [t("popup.squareFeet"), d.overview.squareFeet === null ? null : formatNumber(d.overview.squareFeet)],
        [t("popup.yearBuilt"), d.overview.yearBuilt],
      ]
    : [];
  return (
    <DialogFrame
      open
      onOpenChange={(e) => (!e.open ? home() : undefined)}
      size="md"
      closeOnInteractOutside
      testId="popup-report"
      content={{ overflowWrap: "anywhere" }}
    >
      <Dialog.Body py="6">
        {query.isPending ? (
          <Flex justify="center" py="10">
            <Spinner size="lg" color="brand.solid" />
          </Flex>
        ) : error || !d || !score ? (
          <Stack gap="4">
            <Text>{error}</Text>
            <Button onClick={home}>{t("card.backHome")}</Button>
          </Stack>
        ) : (
          <Stack gap="4">
            <Heading size="lg">{d.title}</Heading>
            <Text color="fg.muted">{d.address}</Text>
            {d.imageUrl ? <Image src={d.imageUrl} alt={d.title} borderRadius="xl" maxH="48" objectFit="cover" /> : null}
            <DataList.Root orientation="horizontal" size="sm">
              {rows
                .filter(([, v]) => v !== null && v !== "")
                .map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
            </DataList.Root>
            <ScoreBadge score={score} size="lg" />
            <RedFlagList flags={score.redFlags} />
            <HStack gap="3">
              <Button variant="outline" onClick={home}>
                {t("card.backHome")}
              </Button>
              <Button asChild colorPalette="brand">
                <Link to="/report/$id" params={{ id }}>
                  {t("popup.openFull")}
                </Link>
              </Button>
            </HStack>
          </Stack>
        )}
      </Dialog.Body>
    </DialogFrame>
  );
}
