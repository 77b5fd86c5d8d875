/** English: the OFW buying guide (general information, not legal advice). */
export const ofwEn = {
  "ofw.ownershipCondo.title": "Who may own this condominium unit",
  "ofw.ownershipCondo.body":
    "Filipino citizens, including OFWs, may own condominium units without limit. Foreigners may own units too, as long as foreign-owned units stay within 40% of the project — ask the developer or administrator where the building stands.",
  "ofw.ownershipLand.title": "Who may own this land",
  "ofw.ownershipLand.body":
    "Only Filipino citizens may own land. A former natural-born Filipino may buy up to 1,000 sqm of urban or 1 hectare of rural land for a home (BP 185; larger areas for business under RA 8179). Dual citizens who re-acquired Filipino citizenship under RA 9225 own land like any Filipino.",
  "ofw.spa.title": "Buying while you are abroad",
  "ofw.spa.body":
    "Sign a special power of attorney (SPA) naming someone you trust to sign the deed, pay taxes and register the title for you. Have it notarised and apostilled in your host country, or acknowledged at the Philippine embassy or consulate. Never send money to an agent's personal account.",
  "ofw.pagibig.title": "Pag-IBIG from abroad",
  "ofw.pagibig.body":
    "Pag-IBIG membership is mandatory for OFWs and can be paid online from abroad. A housing loan needs at least 24 monthly contributions and lends up to {cap}.{capNote}",
  "ofw.preSelling.title": "Buying pre-selling",
  "ofw.preSelling.body":
    "Check that the project has a DHSUD license to sell before paying anything. If you pay in instalments and later cannot continue, the Maceda Law gives a grace period and, after two years of payments, a refund of at least half of what you paid.",
  "ofw.letting.title": "Letting it from abroad",
  "ofw.letting.body":
    "Use a written lease, a licensed property manager or a trusted relative with an SPA, and ask for post-dated cheques or bank transfers. Low-rent units fall under the Rent Control Act, which caps yearly increases.",
  "ofw.money.title": "Money and tax",
  "ofw.money.body":
    "Every figure here is in pesos. If you earn in another currency, a stronger peso raises your cost and a weaker one lowers it. Send money through banks and keep the records for the deed and title. Rent from a Philippine property is Philippine income and taxable here; the report's figures are before income tax.",
  "ofw.pagibig.barredNote":
    " Not for this property, though: what the listing says of its title or occupants rules a Pag-IBIG loan out (see the financing section).",
  "ofw.pagibig.capNote": " At this price the loan would hit the {cap} cap, so the down payment is larger.",
} as const;
