import type { correctionsEn } from "./corrections.en";

/** Tagalog strings of "What we read", corrections and the missing-details form. */
export const correctionsTl: Record<keyof typeof correctionsEn, string> = {
  // ---- What we read ------------------------------------------------------------------------------
  "reading.title": "Ang nabasa namin",
  "reading.intro":
    "Ang mga detalyeng pinagbatayan ng pagtasa sa report na ito, kung saan ito nakuha sa listing, at gaano kami kasigurado. May mali? Itama ito at muling tatasahin ang report nang libre.",
  "reading.edit": "Itama ang nabasa namin",
  "reading.field.price": "Presyo",
  "reading.field.offer": "Alok",
  "reading.field.city": "Lungsod o bayan",
  "reading.field.province": "Lalawigan",
  "reading.field.barangay": "Barangay",
  "reading.offer.sale": "Ibinebenta",
  "reading.offer.rent": "Paupahan",
  "reading.notStated": "Hindi nakasaad",
  "reading.sqm": "{value} metro kuwadrado",
  "reading.quoted": "“{text}”",
  "reading.from": "mula sa {source}",
  "reading.source.structured": "nakaayos na datos ng pahina",
  "reading.source.meta": "mga buod na tag ng pahina",
  "reading.source.adapter": "mga field ng listing sa portal",
  "reading.source.text": "teksto ng listing",
  "reading.source.ocr": "larawan, binasa ng OCR",
  "reading.source.model": "larawan, binasa ng AI model",
  "reading.source.user": "iyo",
  "reading.sure.high": "sigurado",
  "reading.sure.medium": "medyo sigurado",
  "reading.sure.low": "hindi sigurado",
  "reading.checkThis": "Pakisuri",
  "reading.correctedByYou": "Itinama mo",
  "reading.confirmedByYou": "Kinumpirma mo",
  "reading.setByYou": "Inilagay mo",
  "reading.before": "Dati: {value}",
  "reading.readAs": "Nabasa sa listing: {value}",
  "reading.revision":
    "Rebisyon {revision}: muling tinasa gamit ang iyong mga pagtatama noong {date}. Nakalagay pa rin sa tabi ng bawat isa ang sinabi ng listing.",
  "reading.unsureTitle": "Hindi kami sigurado sa {count} sa mga ito",
  "reading.unsureBody":
    "Maling pagtasa ang bunga ng maling halaga o lugar. Pakisuri ang mga may marka laban sa listing at itama kung kailangan.",
  "reading.bannerTitle": "Pakisuri ang nabasa namin",
  "reading.bannerBody":
    "Hindi kami sigurado sa {count} sa mga detalye ng listing na pinagbatayan ng report na ito. Libre ang pagtatama.",
  "reading.bannerAction": "Suriin ang nabasa namin",

  // ---- The correction form -----------------------------------------------------------------------
  "corrections.title": "Itama ang nabasa namin",
  "corrections.intro":
    "Ilagay ang talagang sinasabi ng listing. Muling tatasahin ang report gamit ang iyong mga halaga nang libre, at mananatiling nakalagay sa tabi nito ang nabasa namin.",
  "corrections.save": "I-save at tasahin muli",
  "corrections.cancel": "Kanselahin",
  "corrections.savedTitle": "Na-update ang report",
  "corrections.savedBody": "Muling tinasa gamit ang iyong mga pagtatama. Walang nagamit na credit.",
  "corrections.staleTitle": "Nagbago ang report",
  "corrections.form.needed": "Kailangan para sa report",
  "corrections.form.unsure": "Hindi kami sigurado rito: pakisuri. Kinukumpirma ito kapag nag-save ka.",
  "corrections.form.unsureCheck": "Hindi kami sigurado rito: pakisuri.",
  "corrections.form.sqmUnit": "metro kuwadrado",
  "corrections.form.choose": "Pumili…",
  "corrections.error.nothing": "Wala ka pang binago.",
  "corrections.error.unknownCity":
    "Wala kaming alam na lungsod o bayan sa Pilipinas na ganyan ang pangalan. Pakisuri ang baybay.",
  "corrections.error.cityAmbiguous": "May ilang bayan na ganyan ang pangalan: pakilagay din ang lalawigan.",
  "corrections.error.placeMismatch": "Wala sa lalawigang ito ang bayang iyan. Pakisuri ang bayan at ang lalawigan.",
  "corrections.error.unknownProvince":
    "Wala kaming alam na lalawigan sa Pilipinas na ganyan ang pangalan. Pakisuri ang baybay.",
  "corrections.error.detailsMissing": "Kailangan ng report ang presyo at ang floor o lot area. Pakipunan ang dalawa.",
  "corrections.error.stale":
    "Nabago ang report na ito mula nang buksan mo. Na-reload na ito: pakiulit ang iyong pagbabago.",
  "corrections.error.noCredits": "Kailangan mong bumili ng credits para makapagsuri ng mas maraming property.",
  "corrections.error.notMisread":
    "Malayo ito sa nakasaad sa listing at hindi ito maling pagbasa (kulang o sobrang zero, square feet sa halip na square metre, presyo kada sqm sa halip na kabuuan, o ibang halagang nakasulat sa listing). Inaayos lang ng pagtatama ang maling nabasa namin: para sa ibang halaga o ibang property, magsimula ng bagong report.",
  "corrections.error.anotherProperty":
    "Ibang property na ang bagong uri kasama ang bagong bayan, hindi maling pagbasa. Inaayos lang ng pagtatama ang maling nabasa namin: para masuri ang property na iyon, magsimula ng bagong report.",
  "corrections.error.usedUp":
    "Nagamit na ng report na ito ang lahat ng libreng pagtatama nito. Para masuri ang listing sa ibang halaga, magsimula ng bagong report.",
  "corrections.newReport": "Magsimula ng bagong report",

  // ---- A job that needs details ------------------------------------------------------------------
  "pending.stage.needsDetails": "May ilang detalyeng kulang",
  "details.title": "Idagdag ang mga kulang na detalye",
  "details.read": "Binasa namin ang iba pang bahagi ng listing at inilagay sa ibaba. Pakisuri rin ito.",
  "details.noCreditUsed": "Wala pang nagagamit na credit: gagamit lang ng isa kapag nagawa na ang report.",
  "details.submit": "Gawin ang report",
  "details.buyCredits": "Bumili ng credits",
  // ---- Pasalo (assume balance) -------------------------------------------------------------------
  "reading.field.equity": "Hinihinging equity (pasalo)",
  "reading.field.balance": "Natitirang balanse",
  "reading.field.monthly": "Buwanang hulog",
  "reading.hint.equity": 'Ang hinihingi ng nagbebenta kapalit ng equity na naibayad na niya (ang "assume price").',
  "reading.hint.balance": "Ang utang na natitira pa sa bangko, Pag-IBIG o developer, na sasaluhin ng bibili.",
  "reading.hint.monthly": "Ang buwanang bayad sa utang na iyon.",
  "fix.askBalance":
    "Itanong sa nagbebenta ang natitirang balanse ng utang at ang buwanang hulog, mas mabuti kung sa nakasulat na statement ng nagpapautang.",
  "fix.addBalance":
    "Ilagay ang natitirang balanse at ang buwanang hulog: ihahambing na ng report ang kabuuang halaga ng unit.",
  "assumption.title": "Pasalo (sasaluhin ang balanse)",
  "assumption.equity": "Hinihinging equity",
  "assumption.balance": "Natitirang balanse",
  "assumption.monthly": "Buwanang hulog",
  "assumption.monthsLeft": "{months} buwan pa",
  "assumption.total": "Kabuuang halaga (equity + balanse)",
};
