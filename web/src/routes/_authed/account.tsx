import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "../../features/account/AccountPage";

/** The signed-in user's account: who they are, and deleting the account (issue 20). */
export const Route = createFileRoute("/_authed/account")({
  component: AccountPage,
});
