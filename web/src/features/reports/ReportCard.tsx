import { Box, Button, Card, Checkbox, Flex, HStack, Image, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { inLanguage, type ReportListItem } from "@suri/contracts";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import {
  LuBath,
  LuBedDouble,
  LuClipboardType,
  LuExternalLink,
  LuFileUp,
  LuHouse,
  LuPencil,
  LuRuler,
  LuTrash2,
} from "react-icons/lu";
import { useLocale, useT } from "../../i18n";
import { formatDate } from "../../lib/dates";
import { formatNumber, formatPesoCompact } from "../../lib/format";
import { linklessSourceKey } from "../../lib/listing-source";
import { AlsoIn } from "../layout/currency";
import { RedFlagList, ScoreBadge } from "../report/ScoreBadge";
import { areaSqft } from "../report/view-model";

function CoverImage({ src, alt }: { src: string | null; alt: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (src && !failed && /^(https?:|data:image\/)/i.test(src)) {
    return (
      <Image
        src={src}
        alt={alt}
        h="44"
        w="full"
        objectFit="cover"
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <Flex
      h="44"
      direction="column"
      align="center"
      justify="center"
      gap="2"
      bgGradient="to-br"
      gradientFrom="brand.100"
      gradientTo="navy.100"
      color="navy.500"
    >
      <LuHouse size={40} aria-hidden />
      {failed ? <Text fontSize="xs">{t("reports.imageUnavailable")}</Text> : null}
    </Flex>
  );
}

function Highlight({ label, value, extra }: { label: string; value: string; extra?: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {extra ?? null}
    </Box>
  );
}

export interface CardManagement {
  selected: boolean;
  onToggle: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One report in 'Your Property Reports' (SPEC §2 My Reports); with `manage`, pick, rename and delete. */
export function ReportCard({ item, manage }: { item: ReportListItem; manage?: CardManagement | undefined }) {
  const t = useT();
  const locale = useLocale();
  const report = inLanguage(item.reportData, locale);
  const fa = report.financialAnalysis;
  const title = report.title || t("reports.fallbackTitleId", { id: item.id });
  const sqft = areaSqft(report.overview);
  const date = formatDate(item.generatedAt, locale);

  return (
    <Card.Root overflow="hidden" borderRadius="2xl" bg="white" data-testid="report-card" data-report-id={item.id}>
      <Box position="relative">
        <CoverImage src={report.imageUrl} alt={title} />
        <Box position="absolute" top="3" right="3" bg="white" borderRadius="lg" px="2" py="1" shadow="sm">
          <ScoreBadge score={report.investmentScore} size="sm" />
        </Box>
      </Box>
      <Card.Body gap="3">
        <Box>
          <Card.Title lineClamp={2}>{title}</Card.Title>
          <Text fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
            {report.address || item.propertyLink || t(linklessSourceKey(item))}
          </Text>
        </Box>
        <RedFlagList flags={report.investmentScore?.redFlags} />
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
          {report.overview.type ? <Text>{report.overview.type}</Text> : null}
          {report.overview.bedrooms !== null ? (
            <HStack gap="1">
              <LuBedDouble aria-hidden />
              {/* A studio has no separate bedroom: "Studio", never "0 bd". */}
              <Text>
                {report.overview.bedrooms === 0
                  ? t("reports.studio")
                  : t("reports.beds", { count: report.overview.bedrooms })}
              </Text>
            </HStack>
          ) : null}
          {report.overview.bathrooms !== null ? (
            <HStack gap="1">
              <LuBath aria-hidden />
              <Text>{t("reports.baths", { count: report.overview.bathrooms })}</Text>
            </HStack>
          ) : null}
          {sqft !== null ? (
            <HStack gap="1">
              <LuRuler aria-hidden />
              <Text>{t("reports.sqft", { value: formatNumber(sqft) })}</Text>
            </HStack>
          ) : null}
        </HStack>
        <Stack gap="2" p="3" borderRadius="lg" bg="canvas">
          <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="brand.fg">
            {t("reports.financialHighlights")}
          </Text>
          <SimpleGrid columns={2} gap="2">
            <Highlight
              label={t("reports.price")}
              value={formatPesoCompact(report.price ?? fa.price)}
              extra={<AlsoIn php={report.price ?? fa.price} />}
            />
            <Highlight label={t("reports.fiveYearValue")} value={formatPesoCompact(fa.fiveYearValue.futureValue)} />
            <Highlight label={t("reports.monthlyRent")} value={formatPesoCompact(fa.rentalIncome.monthlyRent)} />
            <Highlight label={t("reports.netGain")} value={formatPesoCompact(fa.netReturn.netGain)} />
          </SimpleGrid>
        </Stack>
        <Text fontSize="xs" color="fg.subtle">
          {date ?? t("reports.noDate")}
        </Text>
        {manage ? (
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Checkbox.Root
              checked={manage.selected}
              onCheckedChange={() => manage.onToggle()}
              size="sm"
              data-testid="compare-toggle"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t("manage.select")}</Checkbox.Label>
            </Checkbox.Root>
            <HStack gap="1">
              <Button size="xs" variant="ghost" onClick={manage.onRename} data-testid="report-rename">
                <LuPencil aria-hidden /> {t("manage.rename")}
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={manage.onDelete}
                data-testid="report-delete"
              >
                <LuTrash2 aria-hidden /> {t("manage.delete")}
              </Button>
            </HStack>
          </HStack>
        ) : null}
      </Card.Body>
      <Card.Footer gap="2">
        {item.propertyLink ? (
          <Button asChild variant="outline" size="sm">
            <a href={item.propertyLink} target="_blank" rel="noopener noreferrer">
              {t("reports.source")} <LuExternalLink aria-hidden />
            </a>
          </Button>
        ) : (
          // A report made from an uploaded file or a pasted text has no listing page to open.
          <HStack gap="1" px="2" fontSize="sm" color="fg.muted" data-testid="report-card-uploaded">
            {item.sourceKind === "text" ? <LuClipboardType aria-hidden /> : <LuFileUp aria-hidden />}
            <Text>{t(linklessSourceKey(item))}</Text>
          </HStack>
        )}
        <Button asChild colorPalette="brand" size="sm" flex="1">
          <Link to="/report/$id" params={{ id: item.id }}>
            {t("reports.viewFull")}
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
