import { Stack, Switch, Text } from "@chakra-ui/react";
import type { User } from "@suri/contracts";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { useSavePreferences } from "./usePreferencesSync";

/** The account's "report ready" mails, on or off; written at once and kept for every device. */
export function NotificationsSwitch({ user }: { user: User }) {
  const t = useT();
  const save = useSavePreferences();
  const on = save.isPending && save.variables ? save.variables.emailNotifications : user.preferences.emailNotifications;
  return (
    <Stack gap="1">
      <Switch.Root
        checked={on}
        disabled={save.isPending}
        colorPalette="brand"
        onCheckedChange={(e) =>
          save.mutate(
            { ...user.preferences, emailNotifications: e.checked },
            { onError: (err) => notify("error", t("account.saveFailed"), err.message) },
          )
        }
        data-testid="email-notifications"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t("account.notifications")}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        {t("account.notificationsHint")}
      </Text>
    </Stack>
  );
}
