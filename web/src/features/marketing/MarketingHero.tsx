import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";

/** The navy band that opens a marketing page: its title and a line on what it is about. */
export function MarketingHero({ title, lead }: { title: string; lead: string }) {
  return (
    <Box bgGradient="to-br" gradientFrom="navy.900" gradientTo="brand.800" color="white">
      <Container maxW="5xl" py={{ base: "12", md: "20" }}>
        <Stack gap="4" maxW="3xl">
          <Heading as="h1" size={{ base: "3xl", md: "4xl" }}>
            {title}
          </Heading>
          <Text fontSize={{ base: "md", md: "xl" }} color="navy.100">
            {lead}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
