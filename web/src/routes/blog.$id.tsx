import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { BlogPostPage } from "../features/blog/BlogPostPage";

const params = z.object({ id: z.string().trim().min(1).max(200) });

/** One blog post; an unknown id shows 'Blog post not found' with a way back. */
export const Route = createFileRoute("/blog/$id")({
  params: { parse: (raw) => params.parse(raw), stringify: (p) => ({ id: p.id }) },
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { id } = Route.useParams();
  return <BlogPostPage id={id} />;
}
