import { Button, Card, Circle, Text } from "@chakra-ui/react";
import { useSetAtom } from "jotai";
import { LuPlus } from "react-icons/lu";
import { useT } from "../../i18n";
import { analyzeDialogAtom } from "../analyze/state";

/** The first card of the report grid: starts a new analysis. */
export function AnalyzeNewCard() {
  const t = useT();
  const openAnalyze = useSetAtom(analyzeDialogAtom);
  return (
    <Card.Root
      borderRadius="2xl"
      borderStyle="dashed"
      borderWidth="2px"
      borderColor="brand.300"
      bg="brand.subtle"
      minH="md"
      justifyContent="center"
      alignItems="center"
      textAlign="center"
      p="6"
      gap="4"
    >
      <Circle size="16" bg="brand.solid" color="white">
        <LuPlus size={32} aria-hidden />
      </Circle>
      <Card.Title>{t("reports.analyzeNew")}</Card.Title>
      <Text color="fg.muted" fontSize="sm">
        {t("reports.analyzeNewBody")}
      </Text>
      <Button
        colorPalette="brand"
        onClick={() => openAnalyze({ open: true, url: "" })}
        data-testid="analyze-new-property"
      >
        {t("reports.analyzeNew")}
      </Button>
    </Card.Root>
  );
}
