import { createFileRoute } from "@tanstack/react-router";
import { TestStripePage } from "../features/payment/TestStripePage";

/** Development page: configuration check and one buy button per pack; 'not available' in production. */
export const Route = createFileRoute("/test-stripe")({
  component: TestStripePage,
});
