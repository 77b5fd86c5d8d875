import { Heading, type HeadingProps, Stack, Text, type TextProps } from "@chakra-ui/react";

interface PageTitleProps {
  title: string;
  lead: string;
  /** The heading's size; the lead's font size. */
  size?: HeadingProps["size"];
  leadSize?: TextProps["fontSize"];
}

/** A page's h1 with the muted line under it that says what the page is for. */
export function PageTitle({ title, lead, size = "2xl", leadSize }: PageTitleProps) {
  return (
    <Stack gap="2">
      <Heading as="h1" size={size}>
        {title}
      </Heading>
      <Text color="fg.muted" fontSize={leadSize}>
        {lead}
      </Text>
    </Stack>
  );
}
