import { type DemoReport, DemoReportSchema } from "@suri/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../api/http";

/**
 * The few figures the landing page's sample deal shows of the open demo report. The landing page carries
 * its data in its HTML (rendered by the gateway), and the whole demo report (~80 kB of JSON) would triple
 * the page's compressed size and hold back its first paint on a slow phone; these figures are a few
 * hundred bytes. The demo report page reads the whole report under its own query.
 */
export interface SampleDeal {
  title: string;
  address: string;
  fairness: Pick<
    DemoReport["reportData"]["priceFairness"],
    "category" | "dataValid" | "deltaPercent" | "subjectPrice" | "fairPrice"
  >;
  price: number | null;
  score: number | null;
  rentalYield: number | null;
  fiveYearRoi: number | null;
  locationScore: number | null;
}

export function sampleDealOf({ reportData: report }: DemoReport): SampleDeal {
  const { category, dataValid, deltaPercent, subjectPrice, fairPrice } = report.priceFairness;
  return {
    title: report.title,
    address: report.address,
    fairness: { category, dataValid, deltaPercent, subjectPrice, fairPrice },
    price: report.price,
    score: report.investmentScore.score ?? null,
    rentalYield: report.financialAnalysis.rentalYield ?? null,
    fiveYearRoi: report.financialAnalysis.roiTimeline.at(-1)?.roiPercent ?? null,
    locationScore: report.locationAnalysis?.score ?? null,
  };
}

export const sampleDealQueryOptions = () =>
  queryOptions({
    queryKey: ["reports", "demo", "sample-deal"] as const,
    queryFn: async ({ signal }) => sampleDealOf(await apiRequest("/api/demo-report", DemoReportSchema, { signal })),
    staleTime: 5 * 60_000,
  });
