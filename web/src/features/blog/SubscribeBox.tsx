import { Button, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { InlineField } from "../../components/InlineField";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";

/** SPEC §2: the subscribe box makes no call; it says so instead of pretending to subscribe. */
export function SubscribeBox() {
  const t = useT();
  const [email, setEmail] = useState("");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    notify("info", t("blog.subscribeSoon"), t("blog.subscribeSoonBody"));
  };
  return (
    <Stack gap="3" p="6" borderRadius="2xl" bg="navy.900" color="white">
      <Heading as="h2" size="lg">
        {t("blog.subscribeTitle")}
      </Heading>
      <Text color="navy.100">{t("blog.subscribeBody")}</Text>
      <form onSubmit={onSubmit} noValidate>
        <InlineField label={t("blog.subscribeEmail")}>
          <Input
            type="email"
            autoComplete="email"
            bg="white"
            color="fg"
            placeholder={t("blog.subscribeEmail")}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" colorPalette="sun">
            {t("blog.subscribe")}
          </Button>
        </InlineField>
      </form>
    </Stack>
  );
}
