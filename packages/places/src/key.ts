/**
 * The one key every place lookup compares in: lower case, accents off, punctuation to single
 * spaces, "Sta."/"Sto."/"Gen." spelled out, and the words "Barangay"/"Brgy" left out (a barangay's
 * name is the same with or without them).
 */
export function placeKey(text: string | undefined): string {
  if (!text) return "";
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\bsta\b/g, "santa")
    .replace(/\bsto\b/g, "santo")
    .replace(/\bgen\b/g, "general")
    .replace(/\bbrgy\b|\bbarangay\b|\bbgy\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
