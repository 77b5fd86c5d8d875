import { createFileRoute } from "@tanstack/react-router";
import { BlogListPage } from "../features/blog/BlogListPage";

/** SPEC §2 blog: the posts (Markdown files in src/content/blog) and a subscribe box. */
export const Route = createFileRoute("/blog/")({ component: BlogListPage });
