export { type ExtractedListings, extractListings } from "./extract-listings";
