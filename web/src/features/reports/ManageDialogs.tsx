import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { queryKeys } from "../../api/keys";
import { deleteReport, renameReport } from "../../api/reports";
import { DialogFrame } from "../../components/DialogFrame";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";

type Target = { id: string; title: string };

function useRefresh() {
  const queryClient = useQueryClient();
  return (id: string) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.userReports });
    void queryClient.invalidateQueries({ queryKey: queryKeys.report(id) });
  };
}

/** The owner's own name for a report (issue 20). */
export function RenameDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const t = useT();
  const refresh = useRefresh();
  const [title, setTitle] = useState(target.title);
  const save = useMutation({
    mutationFn: () => renameReport(target.id, title.trim()),
    onSuccess: () => {
      refresh(target.id);
      onClose();
    },
    onError: () => notify("error", t("manage.failed")),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (title.trim()) save.mutate();
  };
  return (
    <Dialog.Root open onOpenChange={(e) => (!e.open ? onClose() : undefined)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" borderRadius="2xl" asChild>
            <form onSubmit={submit} data-testid="rename-dialog">
              <Dialog.Header>
                <Dialog.Title>{t("manage.renameTitle")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root required>
                  <Field.Label>{t("manage.renameLabel")}</Field.Label>
                  <Input
                    value={title}
                    maxLength={120}
                    onChange={(e) => setTitle(e.currentTarget.value)}
                    data-testid="rename-input"
                  />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t("manage.cancel")}
                </Button>
                <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!title.trim()}>
                  {t("manage.save")}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Deleting a report asks once, and says what stays (the credit history) and what goes (shared links). */
export function DeleteDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const t = useT();
  const refresh = useRefresh();
  const remove = useMutation({
    mutationFn: () => deleteReport(target.id),
    onSuccess: () => {
      refresh(target.id);
      notify("success", t("manage.deleted"));
      onClose();
    },
    onError: () => notify("error", t("manage.failed")),
  });
  return (
    <DialogFrame open onOpenChange={(e) => (!e.open ? onClose() : undefined)} role="alertdialog" testId="delete-dialog">
      <Dialog.Header>
        <Dialog.Title>{t("manage.deleteTitle")}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="2">
          <Text fontWeight="semibold">{target.title}</Text>
          <Text fontSize="sm">{t("manage.deleteBody")}</Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t("manage.cancel")}
        </Button>
        <Button
          colorPalette="red"
          loading={remove.isPending}
          onClick={() => remove.mutate()}
          data-testid="delete-confirm"
        >
          {t("manage.delete")}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
