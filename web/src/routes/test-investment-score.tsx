import { createFileRoute } from "@tanstack/react-router";
import { TestInvestmentScorePage } from "../features/debug/TestInvestmentScorePage";

/** Development page: the score block with sample values; 'not available' in production. */
export const Route = createFileRoute("/test-investment-score")({ component: TestInvestmentScorePage });
