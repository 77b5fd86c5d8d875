import type { sourcesEn } from "../en/sources";

/** Tagalog: how the report names and explains the figures it computed (its own citations' words). */
export const sourcesTl: Record<keyof typeof sourcesEn, string> = {
  "comps.outliersLeftOut": "; {n} outlier ang hindi isinama",
  "comps.source": "Similarity-weighted median ng hinihinging presyo kada sqm ng {n} maihahambing na listing sa {place}",
  "comps.period": "kasalukuyang mga listing",
  "comps.note":
    "Hinihinging presyo ng mga listing ng parehong uri na nakita kasama nito, hindi presyo ng bentahan; tinimbang ayon sa sukat, mga kuwarto at kung gaano kabago nakita{trimmed}",
  "data.type.condo": "condo",
  "data.type.house": "bahay",
  "data.type.townhouse": "townhouse",
  "data.type.lot": "lote",
  "data.type.land": "lupain",
  "data.level.project": "na tinasa mula sa mga listing sa sarili nilang proyekto",
  "data.level.barangay": "na tinasa mula sa mga listing sa sarili nilang barangay",
  "data.level.city": "na tinasa mula sa mga listing sa kanilang lungsod",
  "data.level.province": "na tinasa mula sa mga listing sa buong lalawigan nila",
  "data.level.region":
    "na tinasa mula sa appraised value ng BSP para sa {place}, ayon sa kaugnayan ng mga listing doon dito",
  "broad.note":
    "Walang kahawig na listing ng ganitong uri sa malapit: ang hinihinging presyo ng {tested} {words} sa {place} sa datos ng mga listing ay nasa {scale} × ng figure na ito (80% sa pagitan ng {low} × at {high} ×), kaya ang tantiya ay ang figure × {scale}, sa saklaw na iyon",
  "data.statementPlace":
    "Para sa {words} sa {city}, pasok sa ±{pct}% ng hinihinging presyo ang aming tantiya para sa kalahati ng {tested} listing na sinubok namin, at pasok sa ±20% para sa {within20}%.",
  "data.statementLevel":
    "Para sa {words} {level}, pasok sa ±{pct}% ng hinihinging presyo ang aming tantiya para sa kalahati ng {tested} listing na sinubok namin, at pasok sa ±20% para sa {within20}%.",
  "data.source": "{n} kahawig na listing mula sa datos ng mga listing ({sources})",
  "data.note":
    "Hinihinging presyo ng mga kahawig na listing na pareho ang uri at sukat, pinakamalapit na lugar muna; hindi presyo ng bentahan.",
  "calibrated.type.condo": "condo",
  "calibrated.type.house": "bahay",
  "calibrated.type.townhouse": "townhouse",
  "calibrated.type.lot": "lote",
  "calibrated.noteFloor":
    "Median na hinihinging presyo kada sqm ng floor area ng {n} listing ng {type} sa {place} (gitnang kalahati {q1}–{q3}); hinihinging presyo, hindi bentahan",
  "calibrated.noteLot":
    "Median na hinihinging presyo kada sqm ng lot area ng {n} listing ng {type} sa {place} (gitnang kalahati {q1}–{q3}); hinihinging presyo, hindi bentahan",
  "calibrated.condoRents": "Hinihinging upa sa condo sa Lamudi",
  "calibrated.rentNote": "Median na hinihinging upa kada sqm kada buwan ng {n} listing sa {place}: {label}",
  "rent.listedSource": "Upang nakasaad sa listing",
  "rent.listedWords": "Sabi ng listing: “{words}” {beside}",
  "rent.listedBeside": "Ang aming tantiya para sa ganitong unit ay {estimate} kada buwan ({source}).",
  "rent.listedNoEstimate": "Wala kaming tantiya ng merkado na maihahambing dito.",
  "rent.perSqmSource": "Upa kada sqm × floor area",
  "rent.perSqmNote": "PHP {rate}/sqm kada buwan × {area} sqm",
  "rent.yieldSource": "Gross yield × halaga ng reference / 12",
  "rent.yieldNote":
    "Walang upa kada sqm para sa lugar na ito: {pct}% gross yield sa halaga ng reference (PHP {reference}/sqm × {area} sqm), kinuwenta",
  "rent.studio": "walang kuwarto (studio)",
  "rent.threePlus": "3 o higit pang kuwarto",
  "rent.bedrooms.one": "{n} kuwarto",
  "rent.bedrooms.other": "{n} kuwarto",
  "rent.condoSqm": "median na ₱{median}/sqm kada buwan ng {n} paupahang condo sa {city} na may nakasaad na floor area",
  "rent.condoDerived":
    "median na buwanang upa ng {n} paupahang condo sa {city} na may {rooms}, hinati sa {area} sqm na median na floor area ng {areaN} ganitong condo na ibinebenta roon: ₱{median}/sqm kada buwan",
  "rent.condoUnit": "median na buwanang upa ng {n} paupahang condo sa {city} na may {rooms}",
  "rent.condoNote": "Hinihinging upa, {what}; gitnang kalahati {half}.{held}",
  "rent.heldOut": " Sa mga paupahang hindi ginamit sa pagbuo, nagkamali ang tantiyang ito nang {pct}% (median).",
  "rent.condoPerSqmSource": "Upa sa condo kada sqm × floor area",
  "rent.condoBedroomsSource": "Upa sa condo ayon sa bilang ng kuwarto",
  "rent.upperMarket":
    "Nakahilig sa mataas na merkado ang datos: {share}% ng mga paupahang ito ay ipinost ng iisang brokerage, karamihan malalaking unit sa mga mamahaling gusali (median na {area} sqm sa {city}); maaaring mas mababa ang upa ng unit sa mas simpleng gusali.",
  "location.fromListing": "Tuwid na layo mula sa lokasyon ng listing sa mapa",
  "location.fromCentre": "Tuwid na layo mula sa gitna ng {place}: walang lokasyon sa mapa ang listing",
  "location.theArea": "lugar",
  "fallback.wider": "Walang halaga para sa {place}; ginamit ang halaga ng {wider} bilang pamalit",
  "fallback.metroManila": "Walang halaga para sa {place}; ang halaga ng Metro Manila ang ginamit na pamalit",
  "fallback.lotGrowth":
    "Walang serye ng pagtaas ng presyo ng lupa para sa lugar na ito; ang rate ng mga tirahan (may bahay) ang ginamit para sa lupa",
  "listings.wider": "Kulang sa {n} ang listing ng ganitong uri sa {asked}; ginamit ang halaga ng {place}",
  "listings.thin": "{n} listing lang ng ganitong uri sa {place}; ituring na pahiwatig lang",
  "listings.cityNotIn": "Wala ang {city} sa {place}; hindi isinama ang lungsod",
  "listings.unknownPlace": 'Hindi matukoy ng datos ng mga listing ang lugar na "{city}"',
  "listings.notes": "{notes}",
};
