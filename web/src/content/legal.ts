/**
 * The terms of service and the privacy notice (issue 20), in English and Tagalog. The privacy notice
 * describes what this service actually keeps and why, under the Data Privacy Act of 2012 (RA 10173);
 * keep it true when what we collect changes. `{email}` is the contact address of the site; `{account}` a
 * link to the account page.
 */
export interface LegalSection {
  readonly title: string;
  readonly body: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  /** The words `{account}` stands for in the text: a link to the account page (where the account is deleted). */
  readonly accountLink?: string;
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

export const TERMS: Record<"en" | "tl", LegalDocument> = {
  en: {
    title: "Terms of service",
    updated: "Last updated: November 26, 2026",
    intro:
      "These terms apply when you use Suri to analyse a property listing. By creating an account or buying credits you agree to them.",
    sections: [
      {
        title: "What Suri is",
        body: [
          "Suri turns a property listing into an investment report: a score, a price check against market data, rent and cost estimates and the sources behind them. Reports are estimates, not appraisals, and not legal, tax or investment advice (see the disclaimer). Suri is not a broker and takes no commission.",
        ],
      },
      {
        title: "Your account",
        body: [
          "Keep your password to yourself; you are responsible for what is done with your account. You must be at least 18 years old. Give a real e-mail address: it is how we reach you about purchases and restored credits.",
        ],
      },
      {
        title: "Credits and payments",
        body: [
          "One credit buys one report; your first report is free. Prices are shown in Philippine pesos; your card is charged in US dollars by our payment provider at the amount shown at checkout. Credits do not expire.",
          "A report that fails (the listing cannot be read, a site blocks us, the job times out) uses no credit. If a finished report is wrong or of no use to you, use “Report a problem” on it within 7 days and we restore the credit (once per report, at most three times in 30 days).",
        ],
      },
      {
        title: "Reports and sharing",
        body: [
          "A report stays available to you for 30 days after it is made; download the PDF to keep it longer. You may share a read-only link with family or advisers; anyone holding the link can read that report until you revoke it or its 30 days end. You may delete a report at any time.",
        ],
      },
      {
        title: "What you may not do",
        body: [
          "Do not submit listings, files or text you have no right to share, try to reach other users' reports, overload or probe the service, or resell reports as your own product.",
        ],
      },
      {
        title: "Liability",
        body: [
          "Suri's figures come from published market data and the listing itself, and can be wrong. Verify before you buy: inspect the property, check the title with the Registry of Deeds and the tax declaration with the assessor, and take professional advice. As far as the law allows, our liability is limited to what you paid for the report concerned.",
        ],
      },
      {
        title: "Changes and governing law",
        body: [
          "We may update these terms; the date above says when they last changed, and important changes are announced when you sign in. These terms are governed by the laws of the Republic of the Philippines. Questions: {email}.",
        ],
      },
    ],
  },
  tl: {
    title: "Mga tuntunin ng serbisyo",
    updated: "Huling binago: Nobyembre 26, 2026",
    intro:
      "Sumasaklaw ang mga tuntuning ito kapag ginamit mo ang Suri para suriin ang isang listing ng ari-arian. Sa paggawa ng account o pagbili ng credits, sumasang-ayon ka sa mga ito.",
    sections: [
      {
        title: "Ano ang Suri",
        body: [
          "Ginagawang ulat ng pamumuhunan ng Suri ang isang listing: score, pagsusuri ng presyo laban sa datos ng merkado, tantiya ng upa at gastos, at ang mga pinagmulan ng mga ito. Tantiya ang mga ulat, hindi appraisal, at hindi payong legal, pambuwis o pampamumuhunan (tingnan ang disclaimer). Hindi broker ang Suri at walang komisyon.",
        ],
      },
      {
        title: "Ang iyong account",
        body: [
          "Huwag ibigay sa iba ang iyong password; pananagutan mo ang nagagawa sa iyong account. Dapat ay 18 taong gulang ka na. Gumamit ng totoong e-mail: dito ka namin makakausap tungkol sa mga bayad at naibalik na credits.",
        ],
      },
      {
        title: "Credits at bayad",
        body: [
          "Isang credit para sa isang ulat; libre ang una mong ulat. Nakapiso ang mga presyo; sisingilin ng aming payment provider ang iyong card sa US dollars ayon sa halagang ipinakita sa checkout. Hindi nag-e-expire ang credits.",
          "Walang nagagamit na credit ang ulat na hindi natuloy (hindi mabasa ang listing, hinarangan kami ng site, naubos ang oras). Kung mali o walang silbi sa iyo ang isang tapos na ulat, gamitin ang “Iulat ang problema” sa loob ng 7 araw at ibabalik namin ang credit (isang beses bawat ulat, hanggang tatlong beses sa loob ng 30 araw).",
        ],
      },
      {
        title: "Mga ulat at pagbabahagi",
        body: [
          "Makikita mo ang isang ulat sa loob ng 30 araw mula nang gawin ito; i-download ang PDF para itago nang mas matagal. Puwede kang magbahagi ng link na pambasa lang sa pamilya o tagapayo; mababasa ng may hawak ng link ang ulat hanggang bawiin mo ito o matapos ang 30 araw nito. Puwede mong burahin ang isang ulat kahit kailan.",
        ],
      },
      {
        title: "Mga bawal",
        body: [
          "Huwag magpasa ng listing, file o teksto na wala kang karapatang ibahagi, huwag subukang buksan ang ulat ng iba, huwag pabigatin o butasin ang serbisyo, at huwag ibenta ang mga ulat bilang sariling produkto.",
        ],
      },
      {
        title: "Pananagutan",
        body: [
          "Galing ang mga numero ng Suri sa nailathalang datos ng merkado at sa listing mismo, at puwedeng magkamali. Suriin muna bago bumili: tingnan ang ari-arian, suriin ang titulo sa Registry of Deeds at ang tax declaration sa assessor, at humingi ng payo sa propesyonal. Hangga't pinapayagan ng batas, hanggang sa ibinayad mo sa ulat na iyon lang ang aming pananagutan.",
        ],
      },
      {
        title: "Mga pagbabago at batas na umiiral",
        body: [
          "Maaari naming baguhin ang mga tuntuning ito; sinasabi ng petsa sa itaas kung kailan huling binago, at ipinapaalam ang mahahalagang pagbabago pag-sign in mo. Umiiral dito ang mga batas ng Republika ng Pilipinas. Mga tanong: {email}.",
        ],
      },
    ],
  },
};

export const PRIVACY: Record<"en" | "tl", LegalDocument> = {
  en: {
    title: "Privacy notice",
    accountLink: "your Account page",
    updated: "Last updated: November 27, 2026",
    intro:
      "This notice explains what personal data Suri collects, why, how long we keep it and your rights under the Data Privacy Act of 2012 (Republic Act No. 10173). The personal information controller is Suri; write to {email} for anything about your data.",
    sections: [
      {
        title: "What we collect",
        body: [
          "Your account: e-mail address, username or display name, and your password as a one-way hash (we never store or see the password itself).",
          "What you give us to analyse: listing links, pasted listing text and uploaded images or PDFs, and the reports made from them, with any corrections you make and the share links you create.",
          "Credits and payments: your credit balance and its history (reports, purchases, restored credits). Card details go to our payment provider, Stripe; we receive only whether the payment succeeded.",
          "Technical data: your session and device cookies, your language and currency choices (kept in your browser), and your IP address, used only to limit sign-in attempts and requests.",
        ],
      },
      {
        title: "Why we use it",
        body: [
          "To run your account and make the reports you ask for; to sell and restore credits; to keep the service safe from abuse (sign-in limits, rate limits); and to answer you when you write. We do not sell your data, show you third-party advertising or share your reports with anyone you have not sent a link to.",
        ],
      },
      {
        title: "How long we keep it",
        body: [
          "Your account: until you delete it; after that only a one-way fingerprint of the e-mail, to stop repeat free reports. Uploaded files: deleted once read, and at the latest after one hour. Reports: available to you for 30 days; a report you delete is gone for you at once. Share links: until you revoke them or the report's 30 days end. Credit and payment records: as long as tax and accounting law requires us to keep books. Sign-in limits: minutes to hours.",
        ],
      },
      {
        title: "Who else sees it",
        body: [
          "Stripe processes card payments. Our hosting provider stores the data on our behalf. People you send a share link to see that one report, never your account. We disclose data to authorities only when the law requires it.",
        ],
      },
      {
        title: "Your rights",
        body: [
          "Under the Data Privacy Act you have the right to be informed, to access your data, to object to its processing, to have it corrected, to have it erased or blocked, to data portability, and to damages. You may complain to the National Privacy Commission (privacy.gov.ph).",
        ],
      },
      {
        title: "Deleting your account",
        body: [
          "You can delete any report yourself on My Reports, and your whole account on {account}, confirming with your password. At once we remove your e-mail, name and password, your reports with their corrections and uploads, and your share links, and sign you out everywhere; the e-mail may sign up again later as a new account. Only the credit and payment entries the law requires stay, with nothing that names you; unused credits are lost. If you can no longer sign in, write to {email} from the e-mail address of the account.",
          "One thing about the address stays after deletion: a one-way fingerprint of the e-mail (a keyed hash that cannot be turned back into the address), kept only so that the same address (also written with dots or a +tag where the provider ignores them) does not get a second free report. It is used for nothing else.",
        ],
      },
    ],
  },
  tl: {
    title: "Abiso sa privacy",
    accountLink: "pahina ng iyong Account",
    updated: "Huling binago: Nobyembre 27, 2026",
    intro:
      "Ipinapaliwanag ng abisong ito kung anong personal na datos ang kinokolekta ng Suri, bakit, gaano katagal namin itinatago at ang iyong mga karapatan sa ilalim ng Data Privacy Act of 2012 (Republic Act No. 10173). Ang Suri ang personal information controller; sumulat sa {email} para sa anumang tungkol sa iyong datos.",
    sections: [
      {
        title: "Ang kinokolekta namin",
        body: [
          "Ang iyong account: e-mail, username o display name, at ang iyong password bilang one-way hash (hindi namin itinatago o nakikita ang mismong password).",
          "Ang ipinapasuri mo: mga link ng listing, idinikit na teksto at in-upload na larawan o PDF, at ang mga ulat na ginawa mula rito, kasama ang iyong mga pagtatama at mga share link na ginawa mo.",
          "Credits at bayad: ang iyong balanse ng credits at ang kasaysayan nito (mga ulat, pagbili, naibalik na credits). Napupunta ang detalye ng card sa aming payment provider, ang Stripe; ang natatanggap lang namin ay kung natuloy ang bayad.",
          "Teknikal na datos: ang iyong session at device cookies, ang napili mong wika at pera (nakatago sa iyong browser), at ang iyong IP address, ginagamit lang para limitahan ang mga pagtatangkang mag-sign in at ang mga request.",
        ],
      },
      {
        title: "Bakit namin ito ginagamit",
        body: [
          "Para patakbuhin ang iyong account at gawin ang mga ulat na hinihingi mo; para magbenta at magbalik ng credits; para protektahan ang serbisyo laban sa pang-aabuso; at para sagutin ka kapag sumulat ka. Hindi namin ibinebenta ang iyong datos, hindi ka namin pinapakitaan ng ads ng iba, at hindi namin ibinabahagi ang iyong mga ulat sa sinumang hindi mo pinadalhan ng link.",
        ],
      },
      {
        title: "Gaano katagal namin itinatago",
        body: [
          "Ang iyong account: hanggang burahin mo ito; pagkatapos, isang one-way fingerprint lang ng e-mail, para hindi maulit ang libreng report. Mga in-upload na file: binubura kapag nabasa na, at hindi lalampas ng isang oras. Mga ulat: makikita mo sa loob ng 30 araw; ang ulat na binura mo ay agad na nawawala sa iyo. Mga share link: hanggang bawiin mo o matapos ang 30 araw ng ulat. Mga tala ng credits at bayad: hangga't hinihingi ng batas sa buwis at accounting. Mga limitasyon sa pag-sign in: ilang minuto hanggang ilang oras.",
        ],
      },
      {
        title: "Sino pa ang nakakakita",
        body: [
          "Pinoproseso ng Stripe ang mga bayad sa card. Itinatago ng aming hosting provider ang datos para sa amin. Ang mga pinadalhan mo ng share link ay nakakakita lang ng ulat na iyon, hindi ng iyong account. Ibinibigay lang namin ang datos sa awtoridad kapag hinihingi ng batas.",
        ],
      },
      {
        title: "Ang iyong mga karapatan",
        body: [
          "Sa ilalim ng Data Privacy Act, may karapatan kang malaman, ma-access ang iyong datos, tumutol sa pagproseso nito, ipatama ito, ipabura o ipa-block ito, sa data portability, at sa danyos. Puwede kang magreklamo sa National Privacy Commission (privacy.gov.ph).",
        ],
      },
      {
        title: "Pagbura ng iyong account",
        body: [
          "Puwede mong burahin ang kahit anong ulat sa Aking mga Report, at ang buong account sa {account}, gamit ang iyong password bilang kumpirmasyon. Agad naming buburahin ang iyong e-mail, pangalan at password, ang iyong mga ulat kasama ang mga pagtatama at in-upload, at ang iyong mga share link, at isa-sign out ka saanman; puwedeng mag-sign up muli ang e-mail bilang bagong account. Ang tala lang ng credits at bayad na hinihingi ng batas ang maiiwan, nang walang anumang nagpapakilala sa iyo; mawawala ang hindi nagamit na credits. Kung hindi ka na makapag-sign in, sumulat sa {email} mula sa e-mail ng account.",
          "Isang bagay tungkol sa address ang maiiwan pagkabura: isang one-way fingerprint ng e-mail (keyed hash na hindi na maibabalik sa mismong address), itinatago lang para hindi makakuha ng pangalawang libreng report ang parehong address (kahit isulat nang may tuldok o +tag kung saan hindi ito pinapansin ng provider). Wala na itong ibang gamit.",
        ],
      },
    ],
  },
};
