import { Center, Spinner } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { userReportsQueryOptions } from "../api/reports";
import { creditsQueryOptions, userQueryOptions } from "../api/session";
import Landing from "../features/home/Landing";
import { useT } from "../i18n";

const Dashboard = lazy(() => import("../features/home/Dashboard"));

/** Home: the landing page for visitors, the dashboard for signed-in users. */
export const Route = createFileRoute("/")({
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(userQueryOptions()).catch(() => null);
    if (user) {
      void queryClient.prefetchQuery(userReportsQueryOptions());
      void queryClient.prefetchQuery(creditsQueryOptions());
    }
  },
  component: Home,
});

function Home() {
  const t = useT();
  const { data: user, isPending } = useQuery(userQueryOptions());
  const spinner = (
    <Center py="24">
      <Spinner size="lg" color="brand.solid" aria-label={t("common.loading")} />
    </Center>
  );
  if (isPending) return spinner;
  // Only the dashboard is loaded on demand: the landing hydrates with the page, not in a later pass.
  return user ? (
    <Suspense fallback={spinner}>
      <Dashboard user={user} />
    </Suspense>
  ) : (
    <Landing />
  );
}
