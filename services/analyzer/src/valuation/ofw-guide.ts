/**
 * The OFW buying guide for the property at hand, in English and Tagalog (the writer's catalogues), each item
 * naming its law: who may own it, buying through a special power of attorney, Pag-IBIG from abroad,
 * pre-selling protections, letting it from abroad, and money and tax. General information, not legal advice.
 */
import { formatPeso, type OfwGuide } from "@suri/contracts";
import { LENDING } from "../market-data";
import { type Params, type PhraseKey, writerFor } from "../wording/writer";
import { loanBar } from "./listing-conditions";
import type { Valuation } from "./value-listing";

type Item = OfwGuide["items"][number];

/** One item in both languages: its title and body from each catalogue. */
function item(id: string, phrases: string, law: string, params: (lang: "en" | "tl") => Params = () => ({})): Item {
  const text = (lang: "en" | "tl") => {
    const w = writerFor(lang);
    return {
      title: w.say(`ofw.${phrases}.title` as PhraseKey),
      body: w.say(`ofw.${phrases}.body` as PhraseKey, params(lang)),
    };
  };
  return { id, law, en: text("en"), tl: text("tl") };
}

function ownership(v: Valuation): Item {
  return v.basis.propertyType === "condo"
    ? item("ownership", "ownershipCondo", "Condominium Act (RA 4726), Sec. 5")
    : item("ownership", "ownershipLand", "1987 Constitution Art. XII Sec. 7–8; BP 185; RA 8179; RA 9225");
}

function pagibig(v: Valuation): Item {
  const cap = formatPeso(LENDING.pagibigLoanCapPesos.value);
  const over =
    v.price !== null && v.price * (1 - LENDING.downPaymentPct.value / 100) > LENDING.pagibigLoanCapPesos.value;
  // The guide never offers a loan the listing's own words rule out (its financing section says why).
  const barred = loanBar(v.conditions) !== null;
  return item("pagibig", "pagibig", "Home Development Mutual Fund Law of 2009 (RA 9679)", (lang) => ({
    cap,
    capNote: barred
      ? writerFor(lang).say("ofw.pagibig.barredNote")
      : over
        ? writerFor(lang).say("ofw.pagibig.capNote", { cap })
        : "",
  }));
}

export function ofwGuide(v: Valuation): OfwGuide {
  const items = [
    ownership(v),
    item("spa", "spa", "Civil Code Art. 1878; Apostille Convention (in force for the Philippines since 14 May 2019)"),
    pagibig(v),
  ];
  if (v.status === "pre_selling") {
    items.push(
      item(
        "preSelling",
        "preSelling",
        "PD 957 (Subdivision and Condominium Buyers' Protective Decree); Maceda Law (RA 6552)",
      ),
    );
  }
  if (v.basis.areaBasis === "floor") {
    items.push(item("letting", "letting", "Civil Code (lease); Rent Control Act (RA 9653, as extended)"));
  }
  items.push(item("money", "money", "National Internal Revenue Code (tax on Philippine-source income)"));
  return { items };
}
