export { ScraperConfigSchema, startScraper } from "./service";
