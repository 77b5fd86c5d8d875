import type { narrativeEn } from "../en/narrative";

/** Tagalog: the report's narrative, short paragraphs built only from the report's own figures. */
export const narrativeTl: Record<keyof typeof narrativeEn, string> = {
  "narrative.thisArea": "lugar na ito",
  "narrative.size": "{sqm} na ",
  "narrative.subject": "Ang {size}{type} na ito sa {place}",
  "narrative.tooFar": " Masyadong malayo ang presyo kada sqm sa reference para maikumpara nang maayos.",
  "narrative.fairAbove":
    " Dahil {pct} ito na mas mataas sa aming tantiyang {fair} at nasa loob ng saklaw ng merkado na {range}, tugma sa merkado ang presyo.",
  "narrative.fairBelow":
    " Dahil {pct} ito na mas mababa sa aming tantiyang {fair} at nasa loob ng saklaw ng merkado na {range}, tugma sa merkado ang presyo.",
  "narrative.verdictAbove":
    " Ito ay {verdict}: {pct} na mas mataas sa aming tantiyang {fair} at lampas sa saklaw ng merkado na {range}.",
  "narrative.verdictBelow":
    " Ito ay {verdict}: {pct} na mas mababa sa aming tantiyang {fair} at mas mababa sa saklaw ng merkado na {range}.",
  "narrative.flag.occupied": "may nakatira rito",
  "narrative.flag.legal_case": "may nakabinbing kaso sa korte",
  "narrative.flag.title_pending": "hindi pa nailipat ang titulo",
  "narrative.flag.flood_high": "mataas ang panganib ng baha",
  "narrative.flag.implausible_yield": "hindi kapani-paniwala ang rental yield",
  "narrative.flag.title_encumbered": "may levy o ibang encumbrance ang titulo",
  "narrative.flag.rights_only": "rights lang ang ibinebenta, walang titulo",
  "narrative.flag.agrarian": "lupang agraryo o agrikultural ito",
  "narrative.flag.as_is": "ibinebenta ito nang as-is-where-is",
  "narrative.flag.tenanted": "may umuupang may kontrata",
  "narrative.flag.pre_selling": "hindi pa ito tapos itayo",
  "narrative.capped": " Limitado ang score dahil {flags}.",
  "narrative.wouldBeCapped": " Malilimitahan ang anumang rating dahil {flags}.",
  "narrative.notRated": "Kulang ang datos para makapagbigay ng rating: {pct}% lang ng bigat ang may datos.{capped}",
  "narrative.score": "Investment score: {score} sa 100 ({rating}).{capped}",
  "narrative.forRent": "{subject} ay paupahan sa {rent} kada buwan.",
  "narrative.noPrice": "{subject} ay walang presyo sa listing, kaya hindi ito matasahan.",
  "narrative.perSqm": " ({value}/sqm)",
  "narrative.income": " Tantiyang upa: {rent} kada buwan, {yield} gross yield.",
  "narrative.gain":
    " Sa {growth}% kada taon, puwede itong umabot sa {value} sa loob ng {years} taon; kung ibebenta noon, {net} ang netong kita ng bumili nang cash matapos ang lahat ng gastos.",
  "narrative.gainFrom":
    " Mula sa malamang na halaga nito kung ibebenta ngayon na {start}, sa {growth}% kada taon ay maaaring umabot ito sa {value} sa loob ng {years} taon; kung ibebenta noon, ang kikitain ng bumiling cash ay {net} matapos ang lahat ng gastos.",
  "narrative.noData": " Kulang ang datos ng merkado para husgahan ang presyo nito.",
  "narrative.summary": "{subject} ay nakalistang {price}{perSqm}.{verdict}{noData}{income}{gain} {score}",
  "narrative.likelyValue":
    " Ang malamang na presyo kapag naibenta ay {value}, mula {low} hanggang {high} ({confidence} ang katiyakan).",
  "narrative.lot": "Walang upa ang bakanteng lupa, kaya sa pagtaas ng halaga lang manggagaling ang kita.",
  "narrative.rentListing":
    "{rent} kada buwan ang hinihinging upa sa listing; kailangan ng presyo para sa pagsusuri ng pagbili.",
  "narrative.noRent":
    "Walang nakatalang datos ng upa para sa {type} na ito sa {place}, kaya walang tantiya ng kita sa upa.",
  "narrative.longTerm":
    " Matapos ang {vacancy} bakante at ang taunang gastos, {noi} kada taon ang neto: {netYield} net yield at {capRate} cap rate.",
  "narrative.shortTerm":
    " Kung paupahan kada gabi sa mga {nightly} at {occupancy} occupancy, puwedeng kumita ng {gross} kada taon at {net} neto matapos ang platform fee, co-host at gastos — kung pinapayagan ng gusali ang short-term na upa.",
  "narrative.tenant": "Ang pangmatagalang umuupa ay magbabayad ng mga {rent} kada buwan.{longTerm}{shortTerm}",
  "narrative.noCosts": "Walang presyo, kaya hindi nakuwenta ang gastos sa pagbili at pagbenta.",
  "narrative.taxPart": ", kasama ang {tax} na amilyar (real property tax)",
  "narrative.costs":
    "Ang pagbili ay may {purchase} na buwis at bayarin bukod sa presyo. Ang pagmamay-ari ay {owning} kada taon{tax}. Ang pagbenta matapos ang {years} taon ay may {exit} na capital gains tax at komisyon ng broker.",
  "narrative.noFinancing": "Walang presyo, kaya walang mapopondohan.",
  "narrative.loan":
    "{label}: {down} na down payment at {monthly} kada buwan sa loob ng {years} taon sa {rate}, buwanang cash flow {cashFlow}",
  "narrative.financing": "Kung cash, {cash} ang kailangan kasama ang gastos sa pagbili. {loans}.",
  "narrative.cashOnly": "Kung cash, {cash} ang kailangan kasama ang gastos sa pagbili. {reason}",
  "narrative.noProjection": "Walang projection: walang presyo ang listing o walang nakatalang growth rate ang lugar.",
  "narrative.band": " ({low} sa {lowPct}, {high} sa {highPct})",
  "narrative.breakEven": " Babalik ang puhunan ng bumili nang cash sa taon {year}.",
  "narrative.noBreakEven":
    " Hindi babalik ang puhunan ng bumili nang cash sa loob ng 30 taon ayon sa mga halagang ito.",
  "narrative.projection":
    "Sa {growth} kada taon, aabot ang halaga sa {value} sa loob ng {years} taon{band}. Kung ibebenta noon, {net} ang neto ng bumili nang cash, {roi} na balik sa {cash}.{breakEven}",
  "narrative.pointsChecked": " Mga sinuri: {list}.",
  "narrative.locationScore": " Location score: {score} sa 100.",
};
