import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react";
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

/** Colour palettes no component, badge or rating of Suri's uses: their tokens would only weigh on every page. */
const unusedPalettes = new Set(["cyan", "purple", "pink"]);

const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.has(name))) as T;

/**
 * The app is light-only (no colour-mode switch is mounted): each semantic token keeps its light value,
 * so the styles carry no second, dark set of every colour that no page can show.
 */
function lightOnly<T>(node: T): T {
  if (node === null || typeof node !== "object") return node;
  const entries = Object.entries(node).map(([key, value]) => {
    const modes = value as { _light?: unknown } | null;
    if (key === "value" && modes !== null && typeof modes === "object" && "_light" in modes) return [key, modes._light];
    return [key, lightOnly(value)];
  });
  return Object.fromEntries(entries) as T;
}

/**
 * Chakra's default theme minus the recipes of components Suri never renders (the full set ships every
 * recipe in the first download, tens of kB gzip), minus the palettes it never uses, light values only.
 * Add a recipe here when a new component is used, a palette when a new colour is.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * Suri's look: a deep teal ("brand") on a navy frame for trust, a sunny accent ("sun") for the
 * few things that should catch the eye, warm neutrals for the page.
 */
const config = defineConfig({
  globalCss: {
    "html, body": { bg: "canvas", color: "fg", fontFeatureSettings: "'kern', 'liga', 'tnum'" },
    "::selection": { bg: "sun.200", color: "navy.900" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value:
            "'Plus Jakarta Sans', 'Avenir Next', 'Segoe UI Variable Display', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: {
          value:
            "Inter, 'Avenir Next', 'Segoe UI Variable Text', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: "#e8f5f3" },
          100: { value: "#c6e6e1" },
          200: { value: "#94d0c8" },
          300: { value: "#5fb5ab" },
          400: { value: "#34998f" },
          500: { value: "#137e76" },
          600: { value: "#0e6760" },
          700: { value: "#0c524e" },
          800: { value: "#0a403f" },
          900: { value: "#083134" },
          950: { value: "#041e21" },
        },
        navy: {
          50: { value: "#eef3f8" },
          100: { value: "#d6e1ec" },
          200: { value: "#aec3d8" },
          300: { value: "#7f9fbd" },
          400: { value: "#557d9f" },
          500: { value: "#3a6183" },
          600: { value: "#2b4b69" },
          700: { value: "#1f3953" },
          800: { value: "#142b41" },
          900: { value: "#0b2a3c" },
          950: { value: "#061825" },
        },
        sun: {
          50: { value: "#fff9e6" },
          100: { value: "#ffefbf" },
          200: { value: "#ffe08a" },
          300: { value: "#ffcf4d" },
          400: { value: "#fbbd1f" },
          500: { value: "#f0a500" },
          600: { value: "#cc8600" },
          700: { value: "#a36700" },
          800: { value: "#7d4f05" },
          900: { value: "#5c3b08" },
          950: { value: "#3a2403" },
        },
      },
    },
    semanticTokens: {
      colors: {
        canvas: { value: "#fbf8f3" },
        // Chakra's defaults fail WCAG AA contrast on white and on the canvas: subtle text (gray.400, 2.6:1)
        // and white on solid green (3.3:1) or orange (3.6:1). One shade darker passes everywhere.
        fg: { subtle: { value: "{colors.gray.600}" } },
        green: { solid: { value: "{colors.green.700}" } },
        orange: { solid: { value: "{colors.orange.700}" } },
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.500}" },
        },
        sun: {
          solid: { value: "{colors.sun.400}" },
          contrast: { value: "{colors.navy.950}" },
          fg: { value: "{colors.sun.800}" },
          muted: { value: "{colors.sun.100}" },
          subtle: { value: "{colors.sun.50}" },
          emphasized: { value: "{colors.sun.200}" },
          focusRing: { value: "{colors.sun.500}" },
        },
        navy: {
          solid: { value: "{colors.navy.900}" },
          contrast: { value: "white" },
          fg: { value: "{colors.navy.800}" },
          muted: { value: "{colors.navy.100}" },
          subtle: { value: "{colors.navy.50}" },
          emphasized: { value: "{colors.navy.200}" },
          focusRing: { value: "{colors.navy.500}" },
        },
      },
    },
    recipes: {
      // A badge with a long label (a source's period, a red flag) wraps on a phone instead of pushing the
      // page sideways.
      badge: { base: { whiteSpace: "normal", maxWidth: "100%", textAlign: "start" } },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, themeConfig), config);
