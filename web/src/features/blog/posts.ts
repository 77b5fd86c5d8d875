import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../i18n";
import { type Block, parseMarkdown } from "./markdown";

/** The blog's posts are Markdown files in src/content/blog, one per language: `<id>.<locale>.md`. */
const sources = import.meta.glob<string>("../../content/blog/*.md", { query: "?raw", import: "default" });

export interface BlogPost {
  id: string;
  title: string;
  summary: string;
  category: string;
  date: string;
  author: string;
  readMinutes: number;
  tags: string[];
  blocks: Block[];
}

function fileOf(id: string, locale: Locale): string {
  return `../../content/blog/${id}.${locale}.md`;
}

export function postIds(): string[] {
  const ids = Object.keys(sources)
    .map((path) => /([a-z0-9-]+)\.en\.md$/.exec(path)?.[1])
    .filter((id): id is string => !!id);
  return ids.sort();
}

async function loadPost(id: string, locale: Locale): Promise<BlogPost | null> {
  const load = sources[fileOf(id, locale)] ?? sources[fileOf(id, "en")];
  if (!load) return null;
  const { meta, blocks } = parseMarkdown(await load());
  return {
    id,
    title: meta.title ?? id,
    summary: meta.summary ?? "",
    category: meta.category ?? "",
    date: meta.date ?? "",
    author: meta.author ?? "",
    readMinutes: Number(meta.readMinutes) || 1,
    tags: (meta.tags ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    blocks,
  };
}

/** Newest first. */
export async function loadPosts(locale: Locale): Promise<BlogPost[]> {
  const posts = await Promise.all(postIds().map((id) => loadPost(id, locale)));
  return posts.filter((p): p is BlogPost => p !== null).sort((a, b) => b.date.localeCompare(a.date));
}

export const blogPostsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ["blog", locale] as const, queryFn: () => loadPosts(locale), staleTime: Infinity });

/** null when no post has this id (the page shows 'Blog post not found'). */
export const blogPostQueryOptions = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: ["blog", locale, id] as const,
    queryFn: () => (postIds().includes(id) ? loadPost(id, locale) : Promise.resolve(null)),
    staleTime: Infinity,
  });
