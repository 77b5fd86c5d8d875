import type { accountEn } from "./account.en";

/** Tagalog strings of the account page. */
export const accountTl: Record<keyof typeof accountEn, string> = {
  "nav.account": "Account",
  "account.title": "Ang iyong account",
  "account.email": "E-mail",
  "account.username": "Username",
  "account.credits": "Natitirang credits",
  "account.privacy": "Paano namin hinahawakan ang iyong datos: abiso sa privacy",
  "account.delete.title": "Burahin ang aking account",
  "account.delete.intro": "Hindi na maibabalik ang pagbura ng account. Agad-agad:",
  "account.delete.person":
    "buburahin ang iyong e-mail, pangalan at password at masa-sign out ka saanman; puwedeng mag-sign up muli ang e-mail na ito bilang bagong account, pero wala nang pangalawang libreng report;",
  "account.delete.reports":
    "buburahin ang iyong mga ulat, kasama ang iyong mga pagtatama at in-upload, at hindi na gagana ang mga link na ibinahagi mo;",
  "account.delete.credits":
    "mawawala ang hindi nagamit na credits. Maiiwan ang kasaysayan ng credits at bayad, nang walang anumang nagpapakilala sa iyo, hangga't hinihingi ng batas sa accounting.",
  "account.delete.keep": "I-download muna ang PDF ng anumang ulat na gusto mong itago.",
  "account.delete.password": "Ilagay ang iyong password para kumpirmahin",
  "account.delete.confirm": "Burahin ang aking account",
  "account.delete.done": "Nabura na ang iyong account",
  "account.delete.doneBody": "Wala na ang iyong datos. Salamat sa paggamit ng Suri.",
  "account.delete.failed": "Hindi nabura ang iyong account",
} as const;
