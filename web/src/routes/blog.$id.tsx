import { createFileRoute } from "@tanstack/react-router";
import { BlogPostPage } from "../features/blog/BlogPostPage";
import { idParam, pathParams } from "../lib/path-params";

/** One blog post; an unknown id shows 'Blog post not found' with a way back. */
export const Route = createFileRoute("/blog/$id")({
  params: pathParams({ id: idParam }),
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { id } = Route.useParams();
  return <BlogPostPage id={id} />;
}
