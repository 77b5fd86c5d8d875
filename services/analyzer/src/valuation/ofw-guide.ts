/**
 * The OFW buying guide for the property at hand, in English and Tagalog, each item naming its law:
 * who may own it, buying through a special power of attorney, Pag-IBIG from abroad, pre-selling
 * protections, letting it from abroad, and money and tax. General information, not legal advice.
 */
import { formatPeso, type OfwGuide } from "@suri/contracts";
import { LENDING } from "../market-data";
import type { Valuation } from "./value-listing";

type Item = OfwGuide["items"][number];

function ownership(v: Valuation): Item {
  if (v.basis.propertyType === "condo") {
    return {
      id: "ownership",
      law: "Condominium Act (RA 4726), Sec. 5",
      en: {
        title: "Who may own this condominium unit",
        body: "Filipino citizens, including OFWs, may own condominium units without limit. Foreigners may own units too, as long as foreign-owned units stay within 40% of the project — ask the developer or administrator where the building stands.",
      },
      tl: {
        title: "Sino ang puwedeng magmay-ari ng condo unit na ito",
        body: "Ang mga Pilipino, kasama ang mga OFW, ay puwedeng magmay-ari ng condo unit nang walang limitasyon. Puwede ring bumili ang dayuhan basta hindi lalampas sa 40% ng proyekto ang pag-aari ng mga dayuhan — itanong sa developer o administrator ang kasalukuyang bahagdan.",
      },
    };
  }
  return {
    id: "ownership",
    law: "1987 Constitution Art. XII Sec. 7–8; BP 185; RA 8179; RA 9225",
    en: {
      title: "Who may own this land",
      body: "Only Filipino citizens may own land. A former natural-born Filipino may buy up to 1,000 sqm of urban or 1 hectare of rural land for a home (BP 185; larger areas for business under RA 8179). Dual citizens who re-acquired Filipino citizenship under RA 9225 own land like any Filipino.",
    },
    tl: {
      title: "Sino ang puwedeng magmay-ari ng lupang ito",
      body: "Mga Pilipino lamang ang puwedeng magmay-ari ng lupa. Ang dating natural-born na Pilipino ay puwedeng bumili ng hanggang 1,000 sqm sa lungsod o 1 ektarya sa probinsya para sa tirahan (BP 185; mas malaki para sa negosyo ayon sa RA 8179). Ang dual citizen na nakabawi ng pagkamamamayan sa ilalim ng RA 9225 ay may parehong karapatan sa lupa gaya ng sinumang Pilipino.",
    },
  };
}

const SPA: Item = {
  id: "spa",
  law: "Civil Code Art. 1878; Apostille Convention (in force for the Philippines since 14 May 2019)",
  en: {
    title: "Buying while you are abroad",
    body: "Sign a special power of attorney (SPA) naming someone you trust to sign the deed, pay taxes and register the title for you. Have it notarised and apostilled in your host country, or acknowledged at the Philippine embassy or consulate. Never send money to an agent's personal account.",
  },
  tl: {
    title: "Pagbili habang nasa abroad ka",
    body: "Gumawa ng special power of attorney (SPA) para sa taong pinagkakatiwalaan mo na pipirma ng deed, magbabayad ng buwis at magpaparehistro ng titulo. Ipa-notaryo at ipa-apostille ito sa bansang tinitirhan mo, o ipa-acknowledge sa embahada o konsulado ng Pilipinas. Huwag magpadala ng pera sa personal na account ng ahente.",
  },
};

function pagibig(v: Valuation): Item {
  const cap = LENDING.pagibigLoanCapPesos.value;
  const over = v.price !== null && v.price * (1 - LENDING.downPaymentPct.value / 100) > cap;
  const capEn = over
    ? ` At this price the loan would hit the ${formatPeso(cap)} cap, so the down payment is larger.`
    : "";
  const capTl = over
    ? ` Sa presyong ito aabot sa ${formatPeso(cap)} na limit ang loan, kaya mas malaki ang down payment.`
    : "";
  return {
    id: "pagibig",
    law: "Home Development Mutual Fund Law of 2009 (RA 9679)",
    en: {
      title: "Pag-IBIG from abroad",
      body: `Pag-IBIG membership is mandatory for OFWs and can be paid online from abroad. A housing loan needs at least 24 monthly contributions and lends up to ${formatPeso(cap)}.${capEn}`,
    },
    tl: {
      title: "Pag-IBIG kahit nasa abroad",
      body: `Mandatory ang Pag-IBIG membership para sa mga OFW at puwedeng magbayad online mula abroad. Kailangan ng hindi bababa sa 24 na buwanang hulog para sa housing loan, at hanggang ${formatPeso(cap)} ang puwedeng hiramin.${capTl}`,
    },
  };
}

const PRE_SELLING: Item = {
  id: "preSelling",
  law: "PD 957 (Subdivision and Condominium Buyers' Protective Decree); Maceda Law (RA 6552)",
  en: {
    title: "Buying pre-selling",
    body: "Check that the project has a DHSUD license to sell before paying anything. If you pay in instalments and later cannot continue, the Maceda Law gives a grace period and, after two years of payments, a refund of at least half of what you paid.",
  },
  tl: {
    title: "Pagbili ng pre-selling",
    body: "Siguraduhing may DHSUD license to sell ang proyekto bago magbayad. Kung hulugan ang bayad at hindi mo na maituloy, binibigyan ka ng Maceda Law ng palugit at, kapag dalawang taon ka nang nagbabayad, refund na hindi bababa sa kalahati ng naibayad mo.",
  },
};

const LETTING: Item = {
  id: "letting",
  law: "Civil Code (lease); Rent Control Act (RA 9653, as extended)",
  en: {
    title: "Letting it from abroad",
    body: "Use a written lease, a licensed property manager or a trusted relative with an SPA, and ask for post-dated cheques or bank transfers. Low-rent units fall under the Rent Control Act, which caps yearly increases.",
  },
  tl: {
    title: "Pagpapaupa habang nasa abroad",
    body: "Gumamit ng nakasulat na kontrata, lisensyadong property manager o pinagkakatiwalaang kamag-anak na may SPA, at humingi ng post-dated cheque o bank transfer. Ang mga unit na mababa ang upa ay sakop ng Rent Control Act na naglilimita sa taunang pagtaas.",
  },
};

const MONEY: Item = {
  id: "money",
  law: "National Internal Revenue Code (tax on Philippine-source income)",
  en: {
    title: "Money and tax",
    body: "Every figure here is in pesos. If you earn in another currency, a stronger peso raises your cost and a weaker one lowers it. Send money through banks and keep the records for the deed and title. Rent from a Philippine property is Philippine income and taxable here; the report's figures are before income tax.",
  },
  tl: {
    title: "Pera at buwis",
    body: "Lahat ng halaga rito ay nasa piso. Kung ibang pera ang kinikita mo, tataas ang gastos mo kapag lumakas ang piso at bababa kapag humina. Magpadala sa bangko at itago ang mga resibo para sa deed at titulo. Ang upa mula sa ari-arian sa Pilipinas ay kitang Pilipino at may buwis dito; bago-buwis ang mga halaga sa report.",
  },
};

export function ofwGuide(v: Valuation): OfwGuide {
  const items = [ownership(v), SPA, pagibig(v)];
  if (v.status === "pre_selling") items.push(PRE_SELLING);
  if (v.basis.areaBasis === "floor") items.push(LETTING);
  items.push(MONEY);
  return { items };
}
