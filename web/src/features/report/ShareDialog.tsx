import { Badge, Button, Dialog, HStack, Input, Stack, Text } from "@chakra-ui/react";
import type { ShareLink } from "@suri/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LuCopy, LuLink } from "react-icons/lu";
import { isApiError } from "../../api/http";
import { createShareLink, revokeShareLink, shareKeys, shareLinksQueryOptions } from "../../api/shares";
import { DialogFrame } from "../../components/DialogFrame";
import { notify } from "../../components/ui/toaster";
import { useLocale, useT } from "../../i18n";
import { formatDate } from "../../lib/dates";

function LinkRow({ link, onRevoke, busy }: { link: ShareLink; onRevoke: () => void; busy: boolean }) {
  const t = useT();
  const locale = useLocale();
  const state = link.active ? "active" : link.revokedAt ? "revoked" : "expired";
  return (
    <HStack
      justify="space-between"
      gap="3"
      wrap="wrap"
      borderWidth="1px"
      borderRadius="lg"
      px="3"
      py="2"
      data-testid="share-link-row"
      data-state={state}
    >
      <Stack gap="0.5" minW="0">
        <Text fontFamily="mono" fontSize="sm">
          …{link.tokenHint}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t("share.created", { date: formatDate(link.createdAt, locale) ?? "" })} ·{" "}
          {t("share.until", { date: formatDate(link.expiresAt, locale) ?? "" })}
        </Text>
      </Stack>
      {link.active ? (
        <Button size="xs" variant="outline" colorPalette="red" loading={busy} onClick={onRevoke}>
          {t("share.revoke")}
        </Button>
      ) : (
        <Badge colorPalette="gray">{t(`share.state.${state}`)}</Badge>
      )}
    </HStack>
  );
}

/**
 * Share with family (issue 20): make a read-only link to this report, copy it, and see and revoke the
 * links made so far. A link is shown once, when it is made (the server keeps only its fingerprint).
 */
export function ShareDialog({
  reportId,
  open,
  onOpenChange,
}: {
  reportId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const links = useQuery({ ...shareLinksQueryOptions(reportId), enabled: open });
  const [url, setUrl] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareKeys.forReport(reportId) });
  const create = useMutation({
    mutationFn: () => createShareLink(reportId),
    onSuccess: (created) => {
      setUrl(new URL(created.path, window.location.origin).toString());
      void refresh();
    },
    // Past the report's active links the answer says so: revoking one frees its place.
    onError: (error) =>
      isApiError(error) && error.code === "share_links_used_up"
        ? notify("error", t("share.usedUpTitle"), t("share.usedUp"))
        : notify("error", t("share.failed")),
  });
  const revoke = useMutation({
    mutationFn: (shareId: string) => revokeShareLink(shareId),
    onSuccess: () => {
      setUrl(null);
      void refresh();
    },
    onError: () => notify("error", t("share.failed")),
  });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify("success", t("report.share.copied"), t("report.share.copiedBody"));
    } catch {
      notify("error", t("report.share.failed"), t("report.share.failedBody"));
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size="md"
      testId="share-dialog"
      content={{ overflowWrap: "anywhere" }}
      closeButton
    >
      <Dialog.Header>
        <Dialog.Title>{t("share.title")}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm">{t("share.body")}</Text>
          {url ? (
            <Stack gap="2">
              <Input readOnly value={url} aria-label={t("share.linkLabel")} data-testid="share-link-url" />
              <Button colorPalette="brand" onClick={() => void copy()} data-testid="share-copy">
                <LuCopy aria-hidden /> {t("share.copy")}
              </Button>
              <Text fontSize="xs" color="fg.muted">
                {t("share.once")}
              </Text>
            </Stack>
          ) : (
            <Button
              colorPalette="brand"
              loading={create.isPending}
              onClick={() => create.mutate()}
              data-testid="share-create"
            >
              <LuLink aria-hidden /> {t("share.create")}
            </Button>
          )}
          {links.data && links.data.length > 0 ? (
            <Stack gap="2" data-testid="share-links">
              <Text fontWeight="semibold" fontSize="sm">
                {t("share.yourLinks")}
              </Text>
              {links.data.map((link) => (
                <LinkRow
                  key={link.id}
                  link={link}
                  busy={revoke.isPending && revoke.variables === link.id}
                  onRevoke={() => revoke.mutate(link.id)}
                />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Dialog.Body>
    </DialogFrame>
  );
}
