import { Box, Button, Spinner, Text } from "@chakra-ui/react";
import { type PackId, packById } from "@suri/contracts";
import { Link, useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import type { ReactNode } from "react";
import { LuCircleAlert, LuCircleCheck, LuClock, LuInfo, LuLogIn, LuRefreshCw, LuSearch } from "react-icons/lu";
import { type Translate, useT } from "../../i18n";
import { analyzeDialogAtom } from "../analyze/state";
import { packBrand } from "../pricing/pack-display";
import { OutcomeCard } from "./OutcomeCard";
import { usePaymentVerification, type VerificationView } from "./usePaymentVerification";
import type { IssueMessage } from "./verification";

function issueText(t: Translate, message: IssueMessage): string {
  return "text" in message ? message.text : t(message.key, message.params);
}

const tone = {
  idle: { icon: LuInfo, palette: "navy" },
  verifying: { icon: LuClock, palette: "brand" },
  success: { icon: LuCircleCheck, palette: "green" },
  pending: { icon: LuClock, palette: "sun" },
  issue: { icon: LuCircleAlert, palette: "red" },
} as const;

function describeView(view: VerificationView, t: Translate): { title: string; body: string } {
  switch (view.state) {
    case "idle":
      return { title: t("payment.idle.title"), body: t("payment.idle.body") };
    case "verifying":
      return { title: t("payment.verifying.title"), body: t("payment.verifying.body") };
    case "success":
      return {
        title: t("payment.toast.successTitle"),
        body:
          view.creditsAdded > 0
            ? t("payment.toast.successBody", { n: view.creditsAdded })
            : t("payment.toast.successAlready"),
      };
    case "pending":
      return { title: t("payment.toast.pendingTitle"), body: t("payment.toast.pendingBody") };
    case "issue":
      return { title: t("payment.issue.title"), body: issueText(t, view.message) };
  }
}

/** /payment-success: verifying → success / pending / issue, or idle without a session (SPEC §2, §4, §8). */
export function PaymentSuccessPage({ sessionId, packId }: { sessionId?: string; packId?: PackId }) {
  const t = useT();
  const navigate = useNavigate();
  const openAnalyze = useSetAtom(analyzeDialogAtom);
  const { view, recheck } = usePaymentVerification(sessionId);
  const { title, body } = describeView(view, t);
  const { icon: Icon, palette } = tone[view.state];
  const returnHere = `/payment-success?${new URLSearchParams({
    ...(sessionId ? { session_id: sessionId } : {}),
    ...(packId ? { pack_id: packId } : {}),
  }).toString()}`;
  const pack = packId ? packById(packId) : null;

  const actions: ReactNode[] = [];
  if (view.state === "success") {
    actions.push(
      <Button
        key="analyze"
        colorPalette="brand"
        onClick={() => {
          openAnalyze({ open: true, url: "" });
          void navigate({ to: "/" });
        }}
        data-testid="payment-analyze"
      >
        <LuSearch aria-hidden /> {t("payment.action.analyze")}
      </Button>,
    );
  }
  if (view.state === "pending") {
    actions.push(
      <Button key="refresh" colorPalette="brand" onClick={recheck} data-testid="payment-refresh">
        <LuRefreshCw aria-hidden /> {t("payment.action.refresh")}
      </Button>,
    );
  }
  if (view.state === "issue" && view.action === "retry") {
    actions.push(
      <Button key="retry" colorPalette="brand" onClick={recheck} data-testid="payment-retry">
        <LuRefreshCw aria-hidden /> {t("payment.action.retry")}
      </Button>,
    );
  }
  if (view.state === "issue" && view.action === "login") {
    actions.push(
      <Button key="login" asChild colorPalette="brand" data-testid="payment-login">
        <Link to="/auth" search={{ tab: "login", redirect: returnHere }}>
          <LuLogIn aria-hidden /> {t("payment.action.login")}
        </Link>
      </Button>,
    );
  }
  if (view.state === "idle" || view.state === "issue") {
    actions.push(
      <Button key="pricing" asChild variant="outline" data-testid="payment-back-pricing">
        <Link to="/pricing">{t("payment.action.backToPricing")}</Link>
      </Button>,
    );
  }
  if (view.state !== "verifying") {
    actions.push(
      <Button key="home" asChild variant={actions.length ? "ghost" : "outline"} data-testid="payment-home">
        <Link to="/">{t("payment.action.home")}</Link>
      </Button>,
    );
  }

  return (
    <OutcomeCard
      badge={view.state === "verifying" ? <Spinner size="lg" /> : <Box as={Icon} boxSize="8" aria-hidden />}
      palette={palette}
      title={title}
      body={body}
      actions={actions.length ? actions : null}
      role="status"
      aria-live="polite"
      data-testid="payment-status"
      data-state={view.state}
    >
      {pack && view.state !== "idle" ? (
        <Text fontSize="sm" color="fg.subtle">
          {t("payment.packLine", {
            pack: packBrand(pack.name),
            credits: t(pack.credits === 1 ? "credits.one" : "credits.other", { count: pack.credits }),
          })}
        </Text>
      ) : null}
      {view.state === "issue" ? (
        <Text fontSize="xs" color="fg.subtle" fontFamily="mono" data-testid="payment-error-code">
          {t("payment.issue.code", { code: view.code })}
        </Text>
      ) : null}
    </OutcomeCard>
  );
}
