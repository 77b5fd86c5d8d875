import { Box, type BoxProps } from "@chakra-ui/react";
import { LuBookOpen } from "react-icons/lu";

/** The picture a blog post stands behind: an open book on the teal-to-navy gradient. */
export function BlogCover({ iconSize, ...box }: BoxProps & { iconSize: number }) {
  return (
    <Box
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="navy.900"
      color="sun.300"
      display="flex"
      alignItems="center"
      justifyContent="center"
      aria-hidden
      {...box}
    >
      <LuBookOpen size={iconSize} />
    </Box>
  );
}
