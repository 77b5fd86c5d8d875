import { Alert, Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { PageTitle } from "../../components/PageTitle";
import { useLocale, useT } from "../../i18n";
import { formatDate } from "../../lib/dates";
import { PageSpinner } from "../report/SectionCard";
import { BlogCover } from "./BlogCover";
import { blogPostsQueryOptions } from "./posts";
import { SubscribeBox } from "./SubscribeBox";

export function BlogListPage() {
  const t = useT();
  const locale = useLocale();
  const query = useQuery(blogPostsQueryOptions(locale));
  return (
    <Container maxW="5xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        <PageTitle title={t("blog.title")} lead={t("blog.intro")} size="3xl" leadSize="lg" />
        {query.isPending ? (
          <PageSpinner label={t("common.loading")} />
        ) : query.isError ? (
          <Alert.Root status="error" borderRadius="xl">
            <Alert.Indicator />
            <Alert.Title>{t("blog.loadError")}</Alert.Title>
          </Alert.Root>
        ) : query.data.length === 0 ? (
          <Text color="fg.muted">{t("blog.empty")}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" data-testid="blog-list">
            {query.data.map((post) => (
              <Stack as="article" key={post.id} gap="3" p="6" bg="white" borderRadius="2xl" borderWidth="1px">
                <BlogCover h="28" borderRadius="xl" iconSize={36} />
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette="brand">{post.category}</Badge>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(post.date, locale)} · {t("blog.readTime", { minutes: post.readMinutes })}
                  </Text>
                </HStack>
                <Heading as="h2" size="lg">
                  {post.title}
                </Heading>
                <Text color="fg.muted">{post.summary}</Text>
                <Button asChild variant="outline" colorPalette="brand" alignSelf="flex-start" size="sm">
                  <Link to="/blog/$id" params={{ id: post.id }}>
                    {t("blog.readMore")}
                    <Box as="span" srOnly>
                      : {post.title}
                    </Box>
                  </Link>
                </Button>
              </Stack>
            ))}
          </SimpleGrid>
        )}
        <SubscribeBox />
      </Stack>
    </Container>
  );
}
