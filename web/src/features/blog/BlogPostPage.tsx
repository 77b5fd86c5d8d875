import { Alert, Badge, Box, Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LuArrowLeft, LuShare2 } from "react-icons/lu";
import { notify } from "../../components/ui/toaster";
import { useLocale, useT } from "../../i18n";
import { formatDate } from "../../lib/dates";
import { PageSpinner } from "../report/SectionCard";
import { BlogCover } from "./BlogCover";
import { Markdown } from "./Markdown";
import { blogPostQueryOptions } from "./posts";

function BackToBlog() {
  const t = useT();
  return (
    <Button asChild variant="ghost" colorPalette="brand" alignSelf="flex-start" size="sm">
      <Link to="/blog">
        <LuArrowLeft aria-hidden /> {t("blog.back")}
      </Link>
    </Button>
  );
}

export function BlogPostPage({ id }: { id: string }) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery(blogPostQueryOptions(id, locale));

  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: query.data?.title ?? "", url });
      else {
        await navigator.clipboard.writeText(url);
        notify("success", t("blog.linkCopied"));
      }
    } catch {
      // The reader closed the share sheet; nothing to report.
    }
  };

  if (query.isPending) return <PageSpinner label={t("common.loading")} />;
  if (query.isError || !query.data) {
    return (
      <Container maxW="2xl" py="20">
        <Stack align="center" textAlign="center" gap="4" data-testid="blog-not-found">
          <Heading as="h1" size="2xl">
            {query.isError ? t("blog.loadError") : t("blog.notFound")}
          </Heading>
          <Text color="fg.muted">{t("blog.notFoundBody")}</Text>
          <BackToBlog />
        </Stack>
      </Container>
    );
  }
  const post = query.data;
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <Stack as="article" gap="6">
        <BackToBlog />
        <Stack gap="3">
          <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
            <Badge colorPalette="brand">{post.category}</Badge>
            <Text>{formatDate(post.date, locale)}</Text>
            <Text aria-hidden>·</Text>
            <Text>{post.author}</Text>
            <Text aria-hidden>·</Text>
            <Text>{t("blog.readTime", { minutes: post.readMinutes })}</Text>
          </HStack>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} data-testid="blog-post-title">
            {post.title}
          </Heading>
          <Text fontSize="xl" color="fg.muted">
            {post.summary}
          </Text>
        </Stack>
        <BlogCover h={{ base: "32", md: "48" }} borderRadius="2xl" iconSize={48} />
        <Markdown blocks={post.blocks} />
        <HStack gap="2" wrap="wrap" pt="4" borderTopWidth="1px">
          <Text fontWeight="semibold" fontSize="sm">
            {t("blog.tags")}
          </Text>
          {post.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
          <Box flex="1" />
          <Button size="sm" variant="outline" onClick={() => void share()}>
            <LuShare2 aria-hidden /> {t("blog.share")}
          </Button>
        </HStack>
        <Alert.Root status="info" borderRadius="xl" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{t("blog.notAdvice")}</Alert.Description>
        </Alert.Root>
      </Stack>
    </Container>
  );
}
