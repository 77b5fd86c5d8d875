import type { assumptionEn } from "../en/assumption";

/** Tagalog: pasalo (for assume, assume balance) — kung ano ang hinihinging halaga, ano ang inihahambing, ano ang itatanong. */
export const assumptionTl: Record<keyof typeof assumptionEn, string> = {
  "assumption.lead.total":
    "Pasalo ito: ang hinihinging {equity} ay ang equity ng nagbebenta, hindi ang presyo ng unit. Sasaluhin din ng bibili ang natitirang balanse na {balance}{monthly}, kaya {total} ang kabuuang halaga ng unit, at ang kabuuang iyon ang inihahambing sa merkado.",
  "assumption.monthly": ", na hinuhulugan nang {monthly} kada buwan{months}",
  "assumption.months": " sa loob ng {months} buwan pa",
  "assumption.lead.outright":
    "Inaalok din ang unit bilang pasalo{equity}, pero hindi nakasaad ang natitirang balanse; ang presyo nitong {price} kung bibilhin nang buo ang inihahambing.",
  "assumption.equityOf": " sa equity na {equity}",
  "assumption.noBalance":
    "Pasalo ito: ang hinihinging {equity} ay ang equity ng nagbebenta, hindi ang presyo ng unit. Sasaluhin din ng bibili ang natitirang balanse ng utang, na hindi nakasaad sa listing, kaya hindi alam ang kabuuang halaga ng unit at walang hatol sa presyo. Itanong sa nagbebenta ang natitirang balanse at ang buwanang hulog{estimate}.",
  "assumption.noBalance.estimate":
    "; sa tantiya naming {estimate} para sa unit, kapag lampas sa {room} ang balanse, mas mahal na ang kabuuan kaysa sa halaga ng unit",
  "assumption.noEquity":
    "Pasalo ito, pero hindi nakasaad sa listing ang hinihinging equity o ang natitirang balanse, kaya hindi alam ang kabuuang halaga ng unit at walang hatol sa presyo. Itanong sa nagbebenta ang equity, ang natitirang balanse at ang buwanang hulog.",
  "assumption.caveat":
    "Sa pasalo, binabayaran mo ang equity ng nagbebenta at sinasalo mo ang kanyang utang. Bago magbayad ng kahit ano, humingi sa nagpapautang ng nakasulat na statement ng natitirang balanse at tiyaking papayag ang bangko, Pag-IBIG o developer na ilipat sa iyo ang utang.",
  "assumption.narrative.summary":
    "{subject} ay inaalok bilang pasalo: {equity} para sa equity ng nagbebenta at {balance} na utang na sasaluhin, {price} lahat-lahat{perSqm}.{verdict}{noData}{income}{gain} {score}",
  "assumption.narrative.noBalance":
    "{subject} ay inaalok bilang pasalo sa halagang {equity}, ang equity ng nagbebenta: hangga't hindi alam ang natitirang balanse, hindi matataya ang kabuuang halaga nito at kung sulit ito.",
  "pdf.fields.equityCentavos": "Hinihinging equity (pasalo)",
  "pdf.fields.balanceCentavos": "Natitirang balanse",
  "pdf.fields.monthlyAmortizationCentavos": "Buwanang hulog",
};
