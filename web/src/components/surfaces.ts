/**
 * Style props of Suri's recurring surfaces, spread onto a Chakra box: `<Flex {...navyGradient} p="6">`.
 */

/** The deep navy-to-teal panel that greets a signed-in user and carries the sign-up pitch and the balance. */
export const navyGradient = {
  borderRadius: "2xl",
  color: "white",
  bgGradient: "to-br",
  gradientFrom: "navy.900",
  gradientTo: "brand.700",
} as const;
