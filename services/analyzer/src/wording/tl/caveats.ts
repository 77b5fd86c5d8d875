import type { caveatsEn } from "../en/caveats";

/** Tagalog: the report's caveats — what is missing, assumed, weak or old. */
export const caveatsTl: Record<keyof typeof caveatsEn, string> = {
  "caveat.placeUnknown": "hindi alam",
  "caveat.placeSetByYou": "Ikaw ang nagtakda ng lokasyong {where}.",
  "caveat.placeAlsoNames": "; may iba pang lugar na binabanggit ang pahina: {places}",
  "caveat.placeUncertain": " Hindi tiyak ang lokasyon.",
  "caveat.placeFrom": "Ang lokasyong {where} ay kinuha mula sa {from}{others}.{doubt}",
  "caveat.placeSource.structured": "nakaayos na address ng listing",
  "caveat.placeSource.portal": "field ng lokasyon sa site",
  "caveat.placeSource.title": "pamagat ng listing",
  "caveat.placeSource.breadcrumb": "breadcrumb ng pahina",
  "caveat.placeSource.label": "may label na lokasyon sa pahina",
  "caveat.placeSource.prose": "paglalarawan lang",
  "caveat.placeSource.post": "mismong post",
  "caveat.condition.occupied": "may nakatira rito",
  "caveat.condition.legal_case": "may nakabinbing kaso",
  "caveat.condition.title_pending": "hindi pa nailipat ang titulo",
  "caveat.condition.title_encumbered": "may levy o ibang encumbrance ang titulo",
  "caveat.condition.rights_only": "rights o tax declaration lang ang ibinebenta, walang titulo",
  "caveat.condition.agrarian": "lupang agraryo o agrikultural ito",
  "caveat.condition.as_is": "ibinebenta ito nang as-is-where-is",
  "caveat.condition.tenanted": "may umuupang may kontrata",
  "caveat.conditions": "Sinasabi ng listing na {conditions}: basahin ang mga panganib bago umasa sa presyo o sa upa.",
  "caveat.noTypeNoArea": "Walang uri ng ari-arian o anumang sukat ang listing, kaya walang maihahambing kada sqm.",
  "caveat.typeInferred":
    "Hindi nakasaad sa listing ang uri ng ari-arian; tinasa ito bilang {label} batay sa mga sukat na ibinigay nito.",
  "caveat.rentDaily":
    "Listing ito ng paupahan na arawan o walang singil: hindi akma rito ang pagsusuri ng presyo ng pagbenta.",
  "caveat.rentListing":
    "Listing ito ng paupahan ({rent} kada buwan): kailangan ng presyo ng pagbenta para sa pagsusuri ng presyo, yield at projection.",
  "caveat.noPrice":
    "Walang presyo ng pagbenta ang listing, kaya hindi nakuwenta kung patas ang presyo, ang rental yield, ang halaga sa loob ng 5 taon at ang netong kita.",
  "caveat.lotOnly": " (lot area lang ang ibinigay; hindi ito akma sa mga reference na batay sa floor area)",
  "caveat.noFloorArea": "Walang floor area{extra}, kaya walang presyo kada sqm.",
  "caveat.noLotArea": "Walang lot area{extra}, kaya walang presyo kada sqm.",
  "caveat.broadFigure":
    " Ang pinakamalapit na nakatalang halaga, {value}/sqm para sa {place} ({period}, lahat ng uri ng tirahan), ay masyadong malawak para husgahan ang iisang listing.",
  "caveat.noReference":
    "Walang nakatalang presyo ng merkado kada sqm para sa {label} sa {place}, at kulang sa {min} ang maihahambing na listing; kaya kulang ang datos para husgahan ang presyo sa halip na manghula.{gaps}{context}",
  "caveat.citedWouldBe": " (ang nakatalang reference ay {value}/sqm, {period})",
  "caveat.comparablesReference":
    "Ang reference ng presyo ay ang median ng hinihinging presyo ng {n} maihahambing na listing, hindi ng aktuwal na bentahan{context}.",
  "caveat.listingsReference":
    "Ang reference ng presyo ay ang median na hinihinging presyo ng mga listing ng {label} sa {place} ({value}/sqm, {period}, {confidence} ang katiyakan): hinihinging presyo, hindi bentahan.{wider}",
  "caveat.widerReference":
    "Walang reference ng presyo ng {label} para sa {place}: inihambing sa karaniwang presyo sa {wider} ({value}/sqm, {period}), mababa ang katiyakan.",
  "caveat.weakReference":
    "Ang reference ng presyo ({value}/sqm) ay galing sa aggregator o lumang datos: mababa ang katiyakan.",
  "caveat.unreliable": "Hindi maaasahan ang paghahambing ng presyo, kaya walang hatol: {reasons}.{range}",
  "caveat.fallback": "{note} ({what}).",
  "caveat.oldFigure": "Ang halaga ng {what} ay mula pa noong {period} ({years} taon na).",
  "caveat.landNoRent":
    "Ipinapalagay na walang upa ang bakanteng lupa: walang rental yield o tantiya ng upa para sa lote.",
  "caveat.noRent": "Walang nakatalang upa o yield na akma sa ari-ariang ito sa {place}, kaya walang tantiya ng upa.",
  "caveat.upperMarketRent":
    "Ang upa ay mula sa {source} ({period}, n={n}, median na ₱{median}/sqm kada buwan). {upper}",
  "caveat.noCondoRentData":
    "Walang pampublikong datos ng upa sa condo na may floor area para sa {place}, kaya hindi sinukat sa mga paupahang condo ang upa ng condo na ito: nakasandig ito sa {source}.",
  "caveat.missingFactors": "{factors} ({share}% ng bigat)",
  "caveat.notRated":
    "Kulang ang datos para makapagbigay ng rating: walang datos para sa {what}. Kulang sa kalahati ng bigat ang mga salik na may datos.",
  "caveat.scoreLeavesOut":
    "Hindi isinama sa score ang walang datos: {what}. Ito ang weighted average ng iba pang mga salik.",
  "caveat.trend":
    "Ginagamit ng projection ang pangmatagalang {growth}% kada taon; sa kamakailang trend na {recent}% kada taon ({period}, sinukat mula sa pinakamababang punto noong pandemya) ang halaga sa loob ng 5 taon ay {value}.",
  "caveat.propertyTax":
    "Tinantiya ang amilyar gaya ng pagkuwenta ng assessor (ang floor area ng gusali sa pambansang gastos sa pagpapatayo, ang lupa sa halaga nito sa merkado, ang mga assessment level ng Local Government Code at ang lokal na rate): kadalasang mas mababa ang singil ayon sa sariling talaan ng halaga ng lungsod o lalawigan, na madalas ay ilang taon nang luma.",
  "caveat.assumptions":
    "Ang pamamahala ({management}% ng nakolektang upa) at ang pondo sa pagkukumpuni ({maintenance}% ng upa) ay mga palagay ng modelo, hindi estadistika: baguhin ang mga ito sa pahina ng calculator.",
  "caveat.colliersRents":
    "Inasahan ng Colliers na bababa nang 1.5% ang upa sa Metro Manila noong 2025 bago bumawi; sa projection, tumataas ang upa kasabay ng implasyon.",
  "caveat.estimates":
    "Mga tantiya ang mga halaga mula sa nailathalang datos ng merkado, hindi appraisal o payo sa pamumuhunan.",
  "figure.referencePerSqm": "reference na presyo kada sqm",
  "figure.rentPerSqm": "upa kada sqm",
  "figure.grossYield": "gross yield",
  "figure.priceGrowth": "pagtaas ng presyo",
  "figure.lotPriceGrowth": "pagtaas ng presyo ng lupa",
  "figure.vacancy": "bakante",
  "figure.dues": "association dues",
};
