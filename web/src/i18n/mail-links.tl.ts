import type { mailLinksEn } from "./mail-links.en";

/** Tagalog strings of the account's mailed links and preferences. */
export const mailLinksTl: Record<keyof typeof mailLinksEn, string> = {
  "auth.forgotPassword": "Nakalimutan ang password?",
  "forgot.title": "Nakalimutan mo ba ang password mo?",
  "forgot.intro":
    "Ilagay ang e-mail address ng iyong account. Magpapadala kami ng link para makapili ka ng bagong password.",
  "forgot.submit": "Ipadala ang link",
  "forgot.sentTitle": "Tingnan ang iyong e-mail",
  "forgot.sentBody":
    "Kung may account na gumagamit ng {email}, papunta na ang link para makapili ng bagong password. Isang beses lang ito magagamit, sa loob ng 30 minuto.",
  "forgot.again": "Gumamit ng ibang address",
  "forgot.backToLogin": "Bumalik sa pag-log in",
  "forgot.tooMany": "Masyadong maraming hiling para sa address na ito. Subukan ulit pagkalipas ng {minutes} minuto.",
  "reset.title": "Pumili ng bagong password",
  "reset.intro": "Hindi bababa sa 8 character. Mala-log out ka sa lahat ng device.",
  "reset.password": "Bagong password",
  "reset.confirm": "Ulitin ang bagong password",
  "reset.submit": "I-save ang bagong password",
  "reset.doneTitle": "Napalitan na ang password",
  "reset.doneBody": "Mag-log in gamit ang bago mong password.",
  "reset.askAgain": "Humingi ng bagong link",
  "reset.missingToken": "Kailangan ng pahinang ito ang link mula sa e-mail na ipinadala namin.",
  "verify.title": "Kumpirmahin ang iyong e-mail address",
  "verify.checking": "Kinukumpirma ang iyong e-mail address…",
  "verify.doneTitle": "Nakumpirma na ang e-mail address",
  "verify.doneBody": "Salamat. Magagamit mo na ang libre mong report.",
  "verify.continue": "Suriin ang isang property",
  "verify.failedTitle": "Hindi namin nakumpirma ang iyong address",
  "verify.banner": "Pakikumpirma ang iyong e-mail address: nagpadala kami ng link sa {email}.",
  "verify.resend": "Ipadala ulit ang link",
  "verify.resent": "Nagpadala kami ng bagong link sa {email}.",
  "verify.resendWait": "Kapapadala lang ng link. Maaari kang humiling ulit pagkalipas ng {seconds} segundo.",
  "verify.requiredTitle": "Kumpirmahin muna ang iyong e-mail",
  "verify.requiredBody":
    "Kailangan ng libreng report ang nakumpirmang e-mail address. Buksan ang link na ipinadala namin, o ipadala ito ulit.",
  "account.verified": "Nakumpirma",
  "account.unverified": "Hindi pa nakumpirma",
  "account.notifications": "I-e-mail ako kapag handa na ang report",
  "account.notificationsHint": "Ipinapadala lang kapag wala ka sa pahina ng report.",
  "account.saved": "Na-save",
  "account.saveFailed": "Hindi na-save ang iyong pinili",
} as const;
