import type { verdictEn } from "../en/verdict";

/** Tagalog: why a price verdict is withheld, the price section's analysis and method, the market value. */
export const verdictTl: Record<keyof typeof verdictEn, string> = {
  "reason.farBelow":
    "{pct}% na mas mababa sa reference ang hinihinging presyo kada sqm: mas malamang na ibang uri ng ari-arian ito, mali ang sukat, distressed sale o mali ang listing kaysa barat na presyo",
  "reason.farAbove":
    "{pct}% na mas mataas sa reference ang hinihinging presyo kada sqm: maaaring higit pa sa nakasaad na sukat ang kasama sa listing, o ibang uri ng ari-arian ito",
  "reason.rangeTooWide":
    "Ang mga katulad na listing {where} ay humihingi mula {low} hanggang {high} kada sqm, masyadong malawak para masabi kung patas ang presyong ito",
  "reason.inPlace": "sa {place}",
  "reason.here": "dito",
  "reason.alsoNames": " (may iba pang lugar na binabanggit ang pahina: {places})",
  "reason.placeProse":
    "Sa paglalarawan lang nakita ang lokasyon{others}, kaya maaaring maling merkado ang pinaghahambingan nito",
  "reason.placeFromBarangay":
    "Barangay {barangay} lang ang binanggit ng listing; ang bayan nito, {city}, ay hinulaan mula rito at maaaring mali",
  "reason.placeConflict":
    "Magkasalungat ang mga lokasyong ibinibigay ng pahina{others}, kaya maaaring maling merkado ang pinaghahambingan nito",
  "reason.occupied": "may nakatira",
  "reason.legalCase": "may nakabinbing kaso sa korte",
  "reason.encumbered":
    "Ang ari-arian ay {what}, hindi tulad ng mga listing na pinaghahambingan nito: inaasahan ang mas mababang presyo at hindi ito patunay ng barat na presyo",
  "reason.areaImplausible":
    "Hindi karaniwan ang {area} sqm para sa ganitong uri ng ari-arian: malamang mali ang nabasang sukat o uri",
  "reason.typeUnclear":
    "Hindi malinaw na nakasaad sa listing ang uri ng ari-arian, kaya maaaring maling uri ang pinaghahambingan nito",
  "reason.regionOnly": "Halaga lang para sa buong rehiyon ({name}) ang mayroon para sa uring ito",
  "reason.fewListings":
    "{n} listing lang ng ganitong uri sa {name} ang mapaghahambingan: kulang para makapagbigay ng hatol",
  "reason.yieldHigh":
    "Ang {pct}% na gross yield ay higit sa kinikita ng residensyal na ari-arian sa Pilipinas (mga {min}–{max}%): malamang mali ang presyo o ang tantiya ng upa, kaya hindi ito isinama sa score",
  "reason.yieldLow":
    "Ang {pct}% na gross yield ay mas mababa sa kinikita ng residensyal na ari-arian sa Pilipinas (mga {min}–{max}%): maaaring hindi akma sa ari-ariang ito ang tantiya ng upa, kaya hindi ito isinama sa score",
  "fairness.rangeWorth": " Sa saklaw ng reference, aabot ang halaga ng yunit sa {range}.",
  "fairness.unreliable":
    "{subject}/sqm laban sa reference na {reference}/sqm, pero hindi maaasahan ang paghahambing: {reasons}.{range}",
  "fairness.noPrice": "Walang presyo ng pagbenta, kaya walang paghahambing ng presyo.",
  "fairness.noArea": "Walang magagamit na sukat, kaya walang presyo kada sqm na maihahambing.",
  "fairness.noPlace":
    "Walang bayang nabanggit ang listing na matutukoy namin, kaya walang merkadong mapaghahambingan ng presyo.",
  "fairness.noLand":
    "Wala pa kaming presyo ng lupain (kalahating ektarya o higit pa, o sakahan) malapit sa {place}; hindi gabay ang mga lote ng bahay sa presyo nito, kaya wala itong maihahambing.",
  "fairness.noMarket": "Wala pa kaming presyo ng {label} sa {place}, kaya walang mapaghahambingan ng presyong ito.",
  "fairness.noReference": "Walang nakatalang reference ng merkado para sa ganitong uri ng ari-arian sa {place}.",
  "fairness.gapAbove": "{pct} na mas mataas sa",
  "fairness.gapBelow": "{pct} na mas mababa sa",
  "fairness.gapNone": "kapantay ng",
  "fairness.rangeMeasured":
    "ang saklaw na sumakop sa 80% ng hinihinging presyo ng mga katulad na listing sa aming mga pagsubok",
  "fairness.rangeBroad":
    "ang saklaw na sumakop sa 80% ng hinihinging presyo ng {tested} listing ng ganitong uri sa {place}, kumpara sa figure na ito",
  "fairness.rangeSpread":
    "kung saan papasok ang 80% ng presyo kada sqm ng mga listing ng reference, mula sa kanilang gitnang kalahati",
  "fairness.rangeComparables":
    "kung saan papasok ang 80% ng presyo kada sqm ng {n} maihahambing na listing, ayon sa kanilang pagkakaiba-iba",
  "fairness.rangeDefault": "hanggang {pct}% mula sa tantiya, kasinlawak ng pinapayagan ng katiyakan ng reference",
  "fairness.part.lower": "nasa ibabang bahagi ng saklaw na iyon",
  "fairness.part.middle": "malapit sa gitna ng saklaw na iyon",
  "fairness.part.upper": "nasa itaas na bahagi ng saklaw na iyon",
  "fairness.inRange":
    "Ang hinihinging {price} ({subject}/sqm) ay {gap} aming tantiyang {estimate} ({reference}/sqm) at {part}, {range} ({meaning}): tugma sa merkado.",
  "fairness.aboveRange":
    "Ang hinihinging {price} ({subject}/sqm) ay {gap} aming tantiyang {estimate} ({reference}/sqm) at lampas sa saklaw na {range} ({meaning}): {verdict}. Ang presyong malapit sa {estimate} ang tugma sa merkado.",
  "fairness.belowRange":
    "Ang hinihinging {price} ({subject}/sqm) ay {gap} aming tantiyang {estimate} ({reference}/sqm) at mas mababa sa saklaw na {range} ({meaning}): {verdict}. Alamin muna kung bakit bago umasa sa murang bili.",
  "verdict.overpriced.none": "mahal",
  "verdict.overpriced.slight": "bahagyang mahal",
  "verdict.overpriced.moderate": "katamtamang mahal",
  "verdict.overpriced.significant": "malaking mahal",
  "verdict.overpriced.extreme": "sobrang mahal",
  "verdict.underpriced.none": "mura",
  "verdict.underpriced.slight": "bahagyang mura",
  "verdict.underpriced.moderate": "katamtamang mura",
  "verdict.underpriced.significant": "malaking mura",
  "verdict.underpriced.extreme": "sobrang mura",
  "method.floorArea": "floor area",
  "method.lotArea": "lot area",
  "method.project": "proyektong {name}",
  "method.measured":
    "Inihambing ang presyo sa {n} pinakakahawig na listing sa datos ng mga listing (parehong uri at kahawig na sukat, pinakamalapit na lugar muna: {place}), tinimbang ayon sa sukat, mga kuwarto at edad, at inalis ang mga outlier (robust z > 3). Tantiya = ang weighted median nila ng presyo kada sqm × {basis}. Ang saklaw ay ang tantiya × ang ika-10 at ika-90 percentile ng hinihinging presyo ÷ tantiya na sinukat sa {tested} listing na tulad nito, bawat isa'y tinasa nang hindi kasama ang sarili: 80% ng mga ito ang pumasok dito. Sa labas ng saklaw, mura o mahal ang presyo; sa loob nito, ayon sa merkado. {statement}",
  "method.broad":
    "Walang kahawig na listing ng ganitong uri sa malapit. Tantiya = ang reference ng {place} ({source}, {period}) × {scale}, ang median ng hinihinging presyo ÷ figure na iyon sa {tested} listing ng ganitong uri doon sa datos ng mga listing, × ang {basis}. Ang saklaw ay ang tantiya × ang ika-10 at ika-90 percentile ng hinihinging presyo ÷ tantiya ng mga listing na iyon: 80% ng mga ito ang pumasok dito. Sa labas ng saklaw, mura o mahal ang presyo; sa loob nito, ayon sa merkado. {statement}",
  "method.sourceComparables":
    "similarity-weighted median ng {n} maihahambing na listing, hinihinging presyo, inalis ang mga outlier (robust z > 3)",
  "method.sourceDataset": "reference ng {place} mula sa {source}, {period}",
  "method.sourceNone": "walang reference",
  "method.cited":
    "Tantiya = presyo kada sqm ng reference ({source}) × ang {basis}. Ang saklaw ay {meaning}. Kapag nasa loob ng saklaw, tugma sa merkado ang presyo; kapag lampas, mahal; kapag kulang, mura; gaano kalayo, ayon sa agwat sa tantiya: bahagya hanggang 10%, katamtaman hanggang 20%, malaki hanggang 35%, sobra kapag lampas pa. Walang hatol kapag mahigit 60% ang baba o 150% ang taas sa reference: mas may sinasabi ang ganoong agwat tungkol sa listing kaysa sa presyo.",
  "value.none":
    "Walang reference ng presyo para sa ganitong uri ng ari-arian at lugar, kaya walang tantiya ng halaga sa merkado.",
  "value.doubt":
    " Hindi maaasahan ang paghahambing sa listing na ito (tingnan ang mga dapat tandaan): ang saklaw ang basahin, hindi ang iisang halaga.",
  "value.lot": "lot",
  "value.floor": "floor",
  "value.askingDiscount":
    ", bawas ang {discount}% dahil mas mataas ang hinihinging presyo kaysa sa aktuwal na bentahan",
  "value.appraisal": " (halagang batay sa appraisal, walang bawas para sa hinihinging presyo)",
  "value.middleHalf": "mula sa gitnang kalahati ng mga listing",
  "value.measured":
    "{n} kahawig na listing sa datos ng mga listing ({place}): ang weighted median nila ng presyo kada sqm × {area} area{less}; sa aming mga pagsubok ng ganitong pagtasa, 80% ng hinihinging presyo ang pumapasok sa saklaw. {statement}{doubt}",
  "value.broad":
    "Ang reference ng {place} × {scale} (kaugnayan ng hinihinging presyo ng {tested} listing ng ganitong uri doon dito) × {area} area{less}; 80% ng mga hinihinging presyong iyon ang pumapasok sa saklaw. {statement}{doubt}",
  "value.reference": "Presyo ng reference kada sqm × {area} area{less}; saklaw {range}.{doubt}",
};
