import { Box, Code, Heading, Link, List, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Block, Inline } from "./markdown";

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${node.kind}-${i}`;
    switch (node.kind) {
      case "text":
        return node.text;
      case "strong":
        return <strong key={key}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={key}>{renderInline(node.children)}</em>;
      case "code":
        return <Code key={key}>{node.text}</Code>;
      case "link":
        return node.href.startsWith("/") ? (
          <Link key={key} asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
            <RouterLink to={node.href}>{renderInline(node.children)}</RouterLink>
          </Link>
        ) : (
          <Link
            key={key}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            fontWeight="medium"
            textDecoration="underline"
          >
            {renderInline(node.children)}
          </Link>
        );
      default: {
        const exhaustive: never = node;
        return exhaustive;
      }
    }
  });
}

/** Renders a parsed post as React elements only: text is text, never markup. */
export function Markdown({ blocks }: { blocks: Block[] }) {
  return (
    <Box css={{ "& > * + *": { marginTop: "4" } }} fontSize="lg" lineHeight="tall">
      {blocks.map((block, i) => {
        const key = `${block.kind}-${i}`;
        switch (block.kind) {
          case "heading":
            return (
              <Heading key={key} as={block.level === 2 ? "h2" : "h3"} size={block.level === 2 ? "xl" : "lg"} pt="2">
                {renderInline(block.children)}
              </Heading>
            );
          case "paragraph":
            return <Text key={key}>{renderInline(block.children)}</Text>;
          case "quote":
            return (
              <Box key={key} as="blockquote" borderStartWidth="4px" borderColor="sun.400" ps="4" color="fg.muted">
                {renderInline(block.children)}
              </Box>
            );
          case "list":
            return (
              <List.Root key={key} as={block.ordered ? "ol" : "ul"} ps="6" gap="2">
                {block.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items of a static post never reorder
                  <List.Item key={j}>{renderInline(item)}</List.Item>
                ))}
              </List.Root>
            );
          default: {
            const exhaustive: never = block;
            return exhaustive;
          }
        }
      })}
    </Box>
  );
}
