import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { userQueryOptions } from "../../api/session";
import { useT } from "../../i18n";
import { RateNote } from "../layout/currency";
import { PackCard } from "./PackCard";
import { packDisplays } from "./pack-display";
import { notifySignInRequired, useBuyPack } from "./useBuyPack";

/** The three packs of CREDIT_PACKS; Buy for users, 'Sign up to purchase' for visitors (SPEC §2, §5). */
export function PackGrid({ returnPath }: { returnPath: "/pricing" | "/credits" }) {
  const t = useT();
  const { data: user, isPending } = useQuery(userQueryOptions());
  const { buy, busyPackId, busy } = useBuyPack(returnPath);
  const signedOut = !isPending && !user;

  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: "8", md: "6" }} alignItems="stretch" pt="3">
        {packDisplays.map((pack) => (
          <PackCard
            key={pack.id}
            pack={pack}
            onBuy={signedOut ? null : () => buy(pack.id)}
            busy={busyPackId === pack.id}
            disabled={isPending || (busy && busyPackId !== pack.id)}
            returnPath={returnPath}
            onSignUpClick={() => notifySignInRequired(t)}
          />
        ))}
      </SimpleGrid>
      <RateNote />
    </Stack>
  );
}
