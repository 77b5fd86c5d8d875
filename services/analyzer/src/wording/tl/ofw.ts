import type { ofwEn } from "../en/ofw";

/** Tagalog: the OFW buying guide (general information, not legal advice). */
export const ofwTl: Record<keyof typeof ofwEn, string> = {
  "ofw.ownershipCondo.title": "Sino ang puwedeng magmay-ari ng condo unit na ito",
  "ofw.ownershipCondo.body":
    "Ang mga Pilipino, kasama ang mga OFW, ay puwedeng magmay-ari ng condo unit nang walang limitasyon. Puwede ring bumili ang dayuhan basta hindi lalampas sa 40% ng proyekto ang pag-aari ng mga dayuhan — itanong sa developer o administrator ang kasalukuyang bahagdan.",
  "ofw.ownershipLand.title": "Sino ang puwedeng magmay-ari ng lupang ito",
  "ofw.ownershipLand.body":
    "Mga Pilipino lamang ang puwedeng magmay-ari ng lupa. Ang dating natural-born na Pilipino ay puwedeng bumili ng hanggang 1,000 sqm sa lungsod o 1 ektarya sa probinsya para sa tirahan (BP 185; mas malaki para sa negosyo ayon sa RA 8179). Ang dual citizen na nakabawi ng pagkamamamayan sa ilalim ng RA 9225 ay may parehong karapatan sa lupa gaya ng sinumang Pilipino.",
  "ofw.spa.title": "Pagbili habang nasa abroad ka",
  "ofw.spa.body":
    "Gumawa ng special power of attorney (SPA) para sa taong pinagkakatiwalaan mo na pipirma ng deed, magbabayad ng buwis at magpaparehistro ng titulo. Ipa-notaryo at ipa-apostille ito sa bansang tinitirhan mo, o ipa-acknowledge sa embahada o konsulado ng Pilipinas. Huwag magpadala ng pera sa personal na account ng ahente.",
  "ofw.pagibig.title": "Pag-IBIG kahit nasa abroad",
  "ofw.pagibig.body":
    "Mandatory ang Pag-IBIG membership para sa mga OFW at puwedeng magbayad online mula abroad. Kailangan ng hindi bababa sa 24 na buwanang hulog para sa housing loan, at hanggang {cap} ang puwedeng hiramin.{capNote}",
  "ofw.preSelling.title": "Pagbili ng pre-selling",
  "ofw.preSelling.body":
    "Siguraduhing may DHSUD license to sell ang proyekto bago magbayad. Kung hulugan ang bayad at hindi mo na maituloy, binibigyan ka ng Maceda Law ng palugit at, kapag dalawang taon ka nang nagbabayad, refund na hindi bababa sa kalahati ng naibayad mo.",
  "ofw.letting.title": "Pagpapaupa habang nasa abroad",
  "ofw.letting.body":
    "Gumamit ng nakasulat na kontrata, lisensyadong property manager o pinagkakatiwalaang kamag-anak na may SPA, at humingi ng post-dated cheque o bank transfer. Ang mga unit na mababa ang upa ay sakop ng Rent Control Act na naglilimita sa taunang pagtaas.",
  "ofw.money.title": "Pera at buwis",
  "ofw.money.body":
    "Lahat ng halaga rito ay nasa piso. Kung ibang pera ang kinikita mo, tataas ang gastos mo kapag lumakas ang piso at bababa kapag humina. Magpadala sa bangko at itago ang mga resibo para sa deed at titulo. Ang upa mula sa ari-arian sa Pilipinas ay kitang Pilipino at may buwis dito; bago-buwis ang mga halaga sa report.",
  "ofw.pagibig.barredNote":
    " Pero hindi para sa ari-ariang ito: dahil sa sinasabi ng listing tungkol sa titulo o sa nakatira, hindi ito mapapautang ng Pag-IBIG (tingnan ang seksiyon ng financing).",
  "ofw.pagibig.capNote": " Sa presyong ito aabot sa {cap} na limit ang loan, kaya mas malaki ang down payment.",
};
