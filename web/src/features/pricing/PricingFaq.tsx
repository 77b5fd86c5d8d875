import { Accordion, Box, Heading, Span } from "@chakra-ui/react";
import { type MessageKey, useT } from "../../i18n";

const questions: { value: string; q: MessageKey; a: MessageKey }[] = [
  { value: "expire", q: "faq.expire.q", a: "faq.expire.a" },
  { value: "credit", q: "faq.credit.q", a: "faq.credit.a" },
  { value: "free", q: "faq.free.q", a: "faq.free.a" },
  { value: "restore", q: "faq.restore.q", a: "faq.restore.a" },
  { value: "access", q: "faq.access.q", a: "faq.access.a" },
  { value: "payment", q: "faq.payment.q", a: "faq.payment.a" },
];

export function PricingFaq() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="pricing-faq-title">
      <Heading as="h2" size="2xl" mb="4" id="pricing-faq-title">
        {t("faq.title")}
      </Heading>
      <Accordion.Root collapsible multiple variant="enclosed" bg="white" borderRadius="xl" data-testid="pricing-faq">
        {questions.map((item) => (
          <Accordion.Item key={item.value} value={item.value}>
            <Accordion.ItemTrigger>
              <Span flex="1" fontWeight="semibold">
                {t(item.q)}
              </Span>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{t(item.a)}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}
