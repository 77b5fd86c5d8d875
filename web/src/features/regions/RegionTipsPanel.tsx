import { Box, Flex, Heading, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuMapPin } from "react-icons/lu";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { isRegionId, type RegionId, readPreferredRegion, regions, savePreferredRegion, tipsFor } from "./regions";

/** SPEC §2 regional tips: pick a region (remembered as the preference) and read its investment tips. */
export function RegionTipsPanel() {
  const t = useT();
  const [region, setRegion] = useState<RegionId | null>(readPreferredRegion);

  const choose = (value: string) => {
    if (!isRegionId(value)) return;
    setRegion(value);
    if (savePreferredRegion(value)) notify("success", t("tips.saved"));
    else notify("error", t("tips.saveFailed"), t("tips.saveFailedBody"));
  };

  return (
    <Stack
      as="section"
      aria-labelledby="region-tips-title"
      gap="4"
      p="6"
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
    >
      <Stack gap="3">
        <Flex align="center" gap="2">
          <Box color="brand.fg" aria-hidden>
            <LuMapPin />
          </Box>
          <Heading as="h2" size="lg" id="region-tips-title">
            {t("tips.title")}
          </Heading>
        </Flex>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={t("tips.regionLabel")}
            value={region ?? ""}
            onChange={(e) => choose(e.currentTarget.value)}
            data-testid="region-select"
          >
            <option value="" disabled>
              {t("tips.choose")}
            </option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      {region === null ? (
        <Text color="fg.muted" data-testid="region-tips-empty">
          {t("tips.selectRegion")}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" p="0" m="0" data-testid="region-tips">
          {tipsFor(region).map((tip) => (
            <Box as="li" key={tip.id} p="4" borderRadius="lg" bg="canvas">
              <Text fontWeight="semibold">{t(tip.title)}</Text>
              <Text color="fg.muted" fontSize="sm">
                {t(tip.content)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      <Text fontSize="xs" color="fg.muted">
        {t("tips.note")}
      </Text>
    </Stack>
  );
}
