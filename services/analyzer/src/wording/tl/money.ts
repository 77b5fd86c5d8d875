import type { moneyEn } from "../en/money";

/** Tagalog: costs, financing, returns and short-term letting. */
export const moneyTl: Record<keyof typeof moneyEn, string> = {
  "cost.documentaryStampTax": "Documentary stamp tax",
  "cost.transferTax": "Transfer tax ng lokal na pamahalaan",
  "cost.registrationFee": "Bayad sa pagpaparehistro",
  "cost.capitalGainsTax": "Capital gains tax",
  "cost.brokerCommission": "Komisyon ng broker",
  "cost.propertyTax": "Amilyar (real property tax)",
  "cost.insurance": "Insurance sa sunog at kaugnay na panganib",
  "cost.management": "Pamamahala ng paupahan",
  "cost.maintenance": "Pondo para sa pagkukumpuni",
  "cost.dues": "Association dues",
  "cost.platformFee": "Bayad sa platform",
  "cost.cohost": "Co-host (paglilinis, check-in, pakikipag-usap sa bisita)",
  "cost.duesInListing": "Association dues na nakasaad sa listing",
  "cost.propertyTaxNote":
    "Tinantiya gaya ng pagkuwenta ng assessor: {valueText}. Assessed value na {assessed} × {rate}% kada taon (ang basic rate at ang Special Education Fund) = {share} ng hinihinging presyo kada taon.",
  "cost.rpt.unitValue":
    "ang {area} sqm ng unit × {perSqm} na gastos sa pagpapatayo kada sqm = {building}, tinasa sa {buildingLevel}% (ang bracket ng LGC Sec. 218 para sa halagang iyon, hindi para sa presyo); ang lupa sa ilalim ng gusali ay sa condominium corporation, at binabayaran ang buwis nito sa dues",
  "cost.rpt.houseValue":
    "ang {area} sqm ng bahay × {perSqm} na gastos sa pagpapatayo kada sqm = {building}, tinasa sa {buildingLevel}% (ang bracket ng LGC Sec. 218 para sa halagang iyon, hindi para sa presyo), at ang lupa sa natitira sa presyo, {land}, tinasa sa {landLevel}%",
  "cost.rpt.lotValue": "ang lupa sa hinihinging presyo, {land}, tinasa sa {landLevel}% (lupang residensyal)",
  "cost.rpt.costSource":
    "Gastos sa pagpapatayo kada sqm: pambansang average ng mga aprubadong building permit (Philippine Statistics Authority, {period}), kapalit ng unit cost sa talaan ng assessor.",
  "cost.rpt.landAtMarket":
    "Kinuha ang lupa sa halaga nito sa merkado, ang halagang ipinagagamit ng batas sa assessor (LGC Sec. 201; inililipat ng RA 12001 ang mga talaan sa halaga sa merkado): kung luma na ang talaan, mas mababa ang singil.",
  "cost.rpt.noArea":
    "Hindi natantiya: walang nakasaad na floor area ang listing (para sa lupa, lot area), at sa sukat binibilang ng assessor ang halaga ng ari-arian.",
  "cost.rpt.outOfLine":
    "Hindi natantiya: ang pagpapatayo ng {area} sqm nito nang bago ay gagastos ng mga {cost}, halos o higit pa sa hinihinging presyong {price}. Maaaring luma na ang gusali, at ibinababa ng assessor ang halaga nito dahil sa edad, na hindi nakasaad sa listing, o mali ang floor area o ang presyo; suriin ang dalawa.",
  "money.rentInListing": "Hinihinging upa sa listing",
  "money.yieldSource": "Taunang upa / hinihinging presyo",
  "money.yieldNote": "Tantiyang buwanang upa × 12 / nakalistang presyo × 100",
  "money.scenario.cash": "Cash na bili",
  "money.scenario.pagibig": "Pag-IBIG housing loan",
  "money.scenario.bank": "Bank housing loan",
  "money.scenarioNote.cash": "Bayad nang buo: walang utang.",
  "money.scenarioNote.pagibig":
    "Regular na housing loan ng Pag-IBIG sa 5-taong fixed rate (binabago pagkatapos), pinakamahabang termino; kailangan ng 24 na buwanang hulog sa Pag-IBIG. Ang utang na lampas sa limit ay binabayaran ng bumibili nang pauna.",
  "money.scenarioNote.bank": "Housing loan sa bangko sa median na 5-taong fixed rate (binabago pagkatapos).",
  "money.holdingOnly": "Walang tantiya ng upa, kaya gastos lang sa pagmamay-ari ang cash flow.",
  "money.noLoans":
    "Walang ipinapakitang utang sa Pag-IBIG o sa bangko: {reason}. Nagpapautang lang ang Pag-IBIG at ang mga bangko sa malinis na titulong maaari nilang gawing kolateral at sa ari-ariang maiinspeksyon at mababawi nila, kaya maghanda ng cash, o itanong sa nagbebenta kung sila mismo ang magpapautang.",
  "money.noLoans.legal_case": "binabanggit ng listing ang kaso sa korte, lis pendens o adverse claim sa ari-arian",
  "money.noLoans.title_encumbered": "sinasabi ng listing na may levy, lien o ibang encumbrance ang titulo",
  "money.noLoans.rights_only": "rights o tax declaration lang ang ibinebenta, walang titulo",
  "money.noLoans.agrarian":
    "lupang agraryo o agrikultural ang binabanggit ng listing, na kailangan ng DAR clearance bago maibenta",
  "money.noLoans.occupied": "sinasabi ng listing na may nakatira sa na-foreclose na ari-arian",
  "money.noNetGain": "Walang netong kita: walang presyo ng pagbenta ang listing.",
  "money.rentPart": "limang taon ng upa matapos ang bakante, pamamahala, pagkukumpuni, dues, amilyar at insurance",
  "money.holdingPart": "limang taon ng gastos sa pagmamay-ari (walang tantiya ng upa)",
  "money.netReturn":
    "Cash na bili na ibinenta matapos ang {years} taon: pagtaas ng halaga at {rentPart}, bawas ang gastos sa pagbili ({purchase}) at sa pagbenta ({selling}). Bago ang income tax.",
  "money.operatingNote": "Unang taon; tumataas ang upa kasabay ng implasyon, hindi nagbabago ang gastos.",
  "money.purchaseNote":
    "Binabayaran ng bumibili batay sa presyo (ginagamit ng BIR at ng lungsod ang pinakamataas sa presyo, zonal value at assessed value).",
  "money.exitNote": "Binabayaran ng nagbebenta batay sa inaasahang halaga matapos ang {years} taon.",
  "money.rentGrowthNote": "Ipinapalagay na tataas ang upa kasabay ng presyo ng mga bilihin",
  "money.projectionNote":
    "Mababa: ang pinakabagong taunang datos ng BSP kapag mas mababa ito sa pangmatagalang rate. Karaniwan: ang pangmatagalang rate. Mataas: ang trend mula sa pinakamababang punto noong 2020.",
  "money.overviewRental": "Listing ng paupahan: walang bilihing masusuri.",
  "money.overviewNoPrice": "Walang presyo ng pagbenta, kaya walang gastos o kita.",
  "money.overviewIncome": "Netong kita sa operasyon sa unang taon {noi} ({yield}% net yield)",
  "money.overviewHolding": "Walang tantiya ng upa: gastos lang sa pagmamay-ari",
  "money.overview":
    "Cash na bili: {cash} kasama ang gastos sa pagbili. {income}. Kung ibebenta matapos ang {years} taon sa karaniwang growth rate: netong kita {gain}.",
  "money.expensesSource": "Taunang gastos sa pagmamay-ari at pagpapaupa / 12",
  "money.expensesNote": "Kabuuan ng mga gastos (pamamahala, pagkukumpuni, dues, amilyar, insurance)",
  "money.breakEvenNote":
    "Ilang taon bago maibalik ng pagbenta (matapos ang gastos sa pagbenta) ang lahat ng perang inilabas, kasama ang natanggap na upa; kung wala sa loob ng 30 taon, N/A ang ipinapakita.",
  "money.strUtilities":
    "Sagot ng may-ari ang kuryente, tubig at internet na ginagamit ng mga bisita; walang nakatalang halaga, kaya walang ibinawas — ilagay ang sarili mong halaga sa pahina ng calculator. Sinisingil sa mga bisita ang paglilinis ayon sa bayad sa housekeeper.",
  "money.strCaveat":
    "Maraming condominium corporation sa Metro Manila ang nagbabawal ng short-term na upa: tingnan ang master deed at ang house rules bago umasa sa kitang ito.",
};
