import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The narrow card the mailed-link pages share (forgot, reset, verify), readable from 375 px up. */
export function LinkPageCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Container maxW="lg" py={{ base: "8", md: "16" }}>
      <Box bg="white" borderRadius="2xl" borderWidth="1px" p={{ base: "5", md: "8" }} shadow="sm">
        <Stack gap="5">
          <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
            {title}
          </Heading>
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
          {children}
        </Stack>
      </Box>
    </Container>
  );
}
