import { Button, Field, Flex, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
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
        <Field.Root>
          <Field.Label srOnly>{t("blog.subscribeEmail")}</Field.Label>
          <Flex gap="2" direction={{ base: "column", sm: "row" }} w="full">
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
          </Flex>
        </Field.Root>
      </form>
    </Stack>
  );
}
