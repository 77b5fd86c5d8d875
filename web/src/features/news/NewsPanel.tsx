import { Badge, Box, Button, Circle, Flex, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { NewsItem } from "@suri/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LuExternalLink, LuNewspaper, LuRefreshCw } from "react-icons/lu";
import { newsQueryOptions, refreshNews } from "../../api/news";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { formatLastUpdated, formatNewsDate, NEWS_ITEMS_SHOWN, safeNewsUrl, sentimentPalette } from "./news-format";

const skeletonSlots = Array.from({ length: NEWS_ITEMS_SHOWN }, (_, i) => `slot-${i}`);

function NewsCard({ item }: { item: NewsItem }) {
  const t = useT();
  const url = safeNewsUrl(item);
  const date = formatNewsDate(item.date);
  return (
    <Stack as="article" gap="2" p="4" borderRadius="xl" bg="canvas" h="full" data-testid="news-item">
      <Badge alignSelf="flex-start" colorPalette={sentimentPalette[item.sentiment]} variant="subtle" size="sm">
        {t(`news.sentiment.${item.sentiment}`)}
      </Badge>
      <Heading as="h3" size="sm" lineHeight="short">
        {url ? (
          <Link href={url} target="_blank" rel="noopener noreferrer" color="navy.900" _hover={{ color: "brand.fg" }}>
            {item.title}
            <LuExternalLink aria-hidden />
            <Text as="span" srOnly>
              {t("news.opensInNewTab")}
            </Text>
          </Link>
        ) : (
          item.title
        )}
      </Heading>
      <Text fontSize="sm" color="fg.muted" lineClamp={3} flex="1">
        {item.summary}
      </Text>
      <Text fontSize="xs" color="fg.subtle">
        {[item.source, date].filter(Boolean).join(" · ")}
      </Text>
    </Stack>
  );
}

/** A quiet, centred message with one action: used for the error and the empty state. */
function NewsMessage(props: { title: string; body?: string; action: ReactNode; tone: "error" | "empty" }) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="2"
      py="8"
      px="4"
      borderRadius="xl"
      bg="canvas"
      data-testid={props.tone === "empty" ? "news-empty" : "news-error"}
    >
      <Circle
        size="12"
        bg={props.tone === "error" ? "red.100" : "brand.100"}
        color={props.tone === "error" ? "red.600" : "brand.fg"}
        mb="1"
      >
        <LuNewspaper size={22} aria-hidden />
      </Circle>
      <Text fontWeight="semibold" color={props.tone === "error" ? "fg.error" : "fg"} role="status">
        {props.title}
      </Text>
      {props.body ? (
        <Text fontSize="sm" color="fg.muted" maxW="lg">
          {props.body}
        </Text>
      ) : null}
      <Box pt="2">{props.action}</Box>
    </Stack>
  );
}

/** SPEC §2 News panel: three Philippine property news items, refreshed by the server every 24 hours. */
export function NewsPanel() {
  const t = useT();
  const queryClient = useQueryClient();
  const news = useQuery(newsQueryOptions());
  const refresh = useMutation({
    mutationFn: () => refreshNews(queryClient),
    onError: () => notify("error", t("news.error")),
  });
  const busy = refresh.isPending;
  const lastUpdated = formatLastUpdated(news.data?.lastUpdated);
  const items = news.data?.items.slice(0, NEWS_ITEMS_SHOWN) ?? [];

  let body: ReactNode;
  if (news.isPending) {
    body = (
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" aria-busy="true" aria-label={t("news.loading")}>
        {skeletonSlots.map((slot) => (
          <Skeleton key={slot} h="36" borderRadius="xl" />
        ))}
      </SimpleGrid>
    );
  } else if (news.isError && !news.data) {
    body = (
      <NewsMessage
        tone="error"
        title={t("news.error")}
        action={
          <Button size="sm" variant="outline" onClick={() => void news.refetch()} loading={news.isFetching}>
            {t("news.tryAgain")}
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = (
      <NewsMessage
        tone="empty"
        title={t("news.empty")}
        body={t("news.emptyBody")}
        action={
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => refresh.mutate()} loading={busy}>
            <LuRefreshCw aria-hidden /> {t("news.checkForUpdates")}
          </Button>
        }
      />
    );
  } else {
    body = (
      <SimpleGrid columns={{ base: 1, md: items.length }} gap="4">
        {items.map((item) => (
          <NewsCard key={`${item.url}|${item.title}`} item={item} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Box
      as="section"
      aria-labelledby="news-title"
      p="6"
      borderRadius="2xl"
      bg="white"
      borderWidth="1px"
      data-testid="news-panel"
    >
      <Flex justify="space-between" align="flex-start" gap="4" mb="5" wrap="wrap">
        <Box>
          <Heading as="h2" size="lg" id="news-title" display="flex" alignItems="center" gap="2">
            <LuNewspaper aria-hidden /> {t("news.title")}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t("news.subtitle")}
          </Text>
        </Box>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => refresh.mutate()}
          loading={busy}
          disabled={news.isPending}
          data-testid="news-refresh"
        >
          <LuRefreshCw aria-hidden /> {t("news.refresh")}
        </Button>
      </Flex>
      {body}
      <Text mt="4" fontSize="xs" color="fg.subtle" data-testid="news-last-updated">
        {news.data ? `${lastUpdated ? t("news.lastUpdated", { date: lastUpdated }) : t("news.notYetUpdated")} · ` : ""}
        {t("news.refreshNote")}
      </Text>
    </Box>
  );
}
