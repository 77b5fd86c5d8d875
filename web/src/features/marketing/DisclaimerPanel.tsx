import { Button, CloseButton, Drawer, Portal } from "@chakra-ui/react";
import { useAtom } from "jotai";
import { useT } from "../../i18n";
import { DisclaimerContent } from "./DisclaimerContent";
import { disclaimerPanelAtom } from "./state";

/** The side-panel version of the disclaimer, closed with 'I Understand'. */
export default function DisclaimerPanel() {
  const t = useT();
  const [open, setOpen] = useAtom(disclaimerPanelAtom);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="disclaimer-panel">
            <Drawer.Header>
              <Drawer.Title fontFamily="heading">{t("disclaimer.title")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <DisclaimerContent headingLevel="h3" />
            </Drawer.Body>
            <Drawer.Footer>
              <Button colorPalette="brand" onClick={() => setOpen(false)} data-testid="disclaimer-understand">
                {t("disclaimer.understand")}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
