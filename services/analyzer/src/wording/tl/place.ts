import type { placeEn } from "../en/place";

/** Tagalog: location, neighbourhood, amenities, risks, safety, developments and construction. */
export const placeTl: Record<keyof typeof placeEn, string> = {
  "place.fromListing": "Mula sa lokasyon ng listing sa mapa",
  "place.fromCentre": "Mula sa gitna ng {place} (walang lokasyon sa mapa ang listing)",
  "place.noGrowth": "Walang nakatalang growth rate para sa lugar na ito.",
  "place.growth": "Pangmatagalang pagtaas ng presyo: {pct}% kada taon.",
  "place.growthRail": "{growth} Mga ginagawang proyekto ng tren sa malapit: {projects}.",
  "place.notMeasured":
    "Walang lokasyon sa mapa ang listing at walang nakatalang gitna ang lugar nito, kaya hindi nasukat ang mga layo.",
  "place.overview": "{from}: {cbd}{station}.",
  "place.toCbd": "{km} papunta sa {name}",
  "place.noCbd": "walang nakatalang business district",
  "place.toStation": ", {km} papunta sa {name} ({line})",
  "place.noStation": ", walang tren sa loob ng 15 km",
  "place.railNote":
    "Mga gumaganang istasyon ng LRT-1, LRT-2 at MRT-3; nakatigil ang PNR commuter line dahil sa paggawa ng NSCR.",
  "place.noRailNote": "Walang gumaganang tren sa lungsod sa loob ng 15 km.",
  "place.schoolsNote":
    "Wala pa sa datos ng Suri ang lokasyon ng mga paaralan; gamitin ang school finder ng DepEd para sa barangay.",
  "place.theProperty": "Ang ari-arian",
  "place.lies": ": {km} mula sa {name}{station}.",
  "place.andStation": " at {km} mula sa {name}",
  "place.nothingNearby": ": walang nakatalang business district o istasyon ng tren sa malapit.",
  "place.hazards": " Mga nakatalang panganib: {hazards}.",
  "place.vacancy": " Bakante sa lokal na merkado ng paupahan: {pct}.",
  "place.coming": " Darating: {projects}.",
  "place.amenitiesNote":
    "Mga business district sa loob ng 10 km at istasyon ng tren sa loob ng 2 km, tuwid na layo; wala sa datos ang mga tindahan, paaralan at ospital.",
  "place.crimeNote":
    "Walang estadistika ng krimen ng lungsod sa datos ng Suri; magtanong sa barangay at sa security office ng gusali, at basahin ang mga bagong lokal na balita.",
  "place.projects.one": "{n} malaking proyekto ng tren na ginagawa ang magsisilbi sa lugar na ito.",
  "place.projects.other": "{n} malalaking proyekto ng tren na ginagawa ang magsisilbi sa lugar na ito.",
  "place.noProjects": "Walang nakatalang malaking pampublikong proyektong ginagawa para sa lugar na ito.",
  "hazard.flood": "baha",
  "hazard.earthquake": "lindol",
  "hazard.typhoon": "bagyo",
  "hazard.volcano": "bulkan",
  "hazard.landslide": "pagguho ng lupa",
  "build.permit": "Hingin ang occupancy permit ng gusali at ang Condominium o Transfer Certificate of Title ng yunit.",
  "build.inspect":
    "Ipasuri sa taong pinagkakatiwalaan mo kung may mantsa ng tubig, bitak, at kung gaano na kaluma ang mga kable at tubo.",
  "build.developer":
    "Tingnan ang lisensiya ng developer mula sa DHSUD para magbenta at kung gaano naantala ang pagbigay ng mga huling proyekto nito.",
  "build.repairs": "Itanong sa administrador ng gusali ang mga planong pagkukumpuni at special assessment.",
  "build.land":
    "Hingin ang titulo, relocation survey at tax declaration; tingnan ang daan papasok at ang daluyan ng tubig.",
  "build.note": "Walang maaasahang sinasabi ang listing tungkol sa kalidad ng pagkakagawa, kaya walang grado ang ulat.",
  "risk.level.Low": "Mababa",
  "risk.level.Moderate": "Katamtaman",
  "risk.level.High": "Mataas",
  "risk.overviewWatch": "{level} ang panganib: bantayan ang {high}.",
  "risk.overviewPoints": "{level} ang panganib: {points}.",
  "risk.overview": "{level} ang panganib.",
  "risk.points.one": "{n} puntong dapat suriin",
  "risk.points.other": "{n} puntong dapat suriin",
  "risk.latest": "pinakabago",
  "risk.vacancy": "Bakante at sobrang suplay",
  "risk.vacancyText":
    "{pct} ng mga maihahambing na yunit ang walang nakatira ({period}); asahan ang pagitan bago makahanap ng bagong umuupa.{overhang}",
  "risk.overhang":
    " Aabutin ng {years} taon bago maibenta ang hindi pa nabebentang condominium sa Metro Manila sa kasalukuyang bilis ({period}).",
  "risk.falling": "Bumababang presyo",
  "risk.fallingText":
    "Bumaba ang presyo nang {pct} kumpara sa nakaraang taon ({period}): maaaring mahuli ang halaga sa muling pagbenta sa pangmatagalang trend.",
  "risk.condition.occupied": "May nakatira sa ari-arian",
  "risk.condition.occupied.text":
    "Sinasabi ng listing na may nakatira sa ari-arian. Karaniwang kailangan ng kasong ejectment para mapaalis ang mga nakatira sa na-foreclose na ari-arian, na inaabot ng ilang buwan hanggang ilang taon at may bayad sa abogado na sagot ng bumibili; hanggang doon, walang upa at hindi ito mapapasok.",
  "risk.condition.legal_case": "Nakabinbing kaso",
  "risk.condition.legal_case.text":
    "Binabanggit ng listing ang nakabinbing kaso sa korte o annotation sa titulo. Hingin ang mga rekord ng kaso at ang opinyon ng abogado bago magbayad ng kahit ano: maaaring maantala o mapawalang-bisa ang bentahan depende sa resulta.",
  "risk.condition.title_pending": "Hindi pa nailipat ang titulo",
  "risk.condition.title_pending.text":
    "Nasa pangalan pa ng dating may-ari ang titulo. Hinihintay pa ang consolidation ng nagbebenta bago ito mailipat sa iyo, kaya maaaring maantala ang muling pagbenta at ang pautang ng bangko.",
  "risk.condition.title_encumbered": "May pasanin ang titulo",
  "risk.condition.title_encumbered.text":
    "May levy, lien, hindi pa nare-release na mortgage o ibang annotation ang titulo. Hangga't hindi ito nakakansela, hindi malinis na maililipat sa iyo ang titulo at walang bangko o Pag-IBIG na magpapautang dito: kumuha ng certified true copy sa Registry of Deeds at ipakansela ito sa nagbebenta bago ka magbayad.",
  "risk.condition.rights_only": "Walang titulo: rights lang",
  "risk.condition.rights_only.text":
    "Rights o tax declaration ang ibinebenta, hindi Torrens title. Hindi patunay ng pagmamay-ari ang tax declaration, maaaring hindi ka magkaroon ng titulo kailanman, at walang bangko o Pag-IBIG na nagpapautang sa rights: ipasuri sa abogado ang kasaysayan ng lupa bago magbayad.",
  "risk.condition.agrarian": "Lupang agraryo o agrikultural",
  "risk.condition.agrarian.text":
    "Hindi maaaring ibenta ang lupang iginawad sa ilalim ng agrarian reform (CLOA, CARP) sa loob ng sampung taon, at pagkatapos ay sa kwalipikadong magsasaka lang; kailangan ng DAR clearance para mailipat ang agricultural land at ng conversion bago ito matayuan. Magtanong sa tanggapan ng DAR bago magbayad.",
  "risk.condition.as_is": "Ibinebenta nang as-is-where-is",
  "risk.condition.as_is.text":
    "Wala nang pananagutan ang nagbebenta pagkatapos ng bentahan: sa iyo na ang mga sira, hindi nabayarang buwis at dues, mga nakatira at kulang na papeles. Inspeksyunin ang ari-arian at humingi ng clearance sa buwis at dues bago magbayad.",
  "risk.condition.tenanted": "May umuupang may kontrata",
  "risk.condition.tenanted.text":
    "May umuupa na may kontrata: ikaw na ang hahawak nito, kasama ang upa at ang petsa ng pagtatapos, at hindi ka makalilipat o makapagpapaupa sa iba bago ito matapos. Hingin ang kontrata ng upa at ang rekord ng bayad ng umuupa.",
  "risk.listingSays": "Sabi ng listing: “{quote}”.",
  "risk.farFromMarket": "Malayo sa merkado ang presyo",
  "risk.farFromMarketText":
    "Malayo sa reference ang hinihinging presyo kada sqm: suriin ang sukat at presyo sa listing bago umasa sa anumang halaga.",
  "risk.thinData": "Kulang na datos",
  "risk.noReferenceText":
    "Walang reference ng merkado para sa ganitong uri ng ari-arian at lugar: hindi mahuhusgahan ang presyo batay sa datos.",
  "risk.weakReferenceText":
    "Galing sa aggregator, lumang datos o iilang listing ang reference ng merkado: ituring na pahiwatig lang ang pagtasa.",
  "risk.preSelling": "Pagbigay ng pre-selling",
  "risk.preSellingText":
    "Karaniwan ang mga isang taong pagkaantala sa pagtatapos, at may dagdag na gastos sa turnover (fit-out, bayad sa paglipat, dues mula turnover). Tingnan ang lisensiya ng developer para magbenta at ang rekord nito.",
  "risk.hazards": "Mga natural na panganib",
  "risk.hazardsText.one": "{n} panganib ang nakatala para sa lugar na ito; ang pinakamabigat: {worst}",
  "risk.hazardsText.other": "{n} panganib ang nakatala para sa lugar na ito; ang pinakamabigat: {worst}",
};
