import { Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { myScreeningsQueryOptions } from "../../api/screenings";
import { useLocale, useT } from "../../i18n";
import { formatDate } from "../../lib/dates";

/** On My Reports: the user's screened search pages, each opening its ranked table. Nothing when there are none. */
export function MyScreenings() {
  const t = useT();
  const locale = useLocale();
  const { data } = useQuery(myScreeningsQueryOptions());
  const screenings = data?.screenings.filter((s) => s.status !== "failed") ?? [];
  if (!screenings.length) return null;
  return (
    <Stack gap="3" mt="10" data-testid="my-screenings">
      <Heading as="h2" size="lg">
        {t("screening.mine")}
      </Heading>
      <List.Root as="ul" gap="2" variant="plain">
        {screenings.map((s) => (
          <List.Item key={s.screeningId} display="block">
            <Link asChild color="brand.fg" fontWeight="semibold" wordBreak="break-all">
              <RouterLink to="/screening/$id" params={{ id: s.screeningId }}>
                {s.pageLink.replace(/^https?:\/\/(www\.)?/, "")}
              </RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(s.createdAt, locale)} · {t("screening.listed", { total: s.total })}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
