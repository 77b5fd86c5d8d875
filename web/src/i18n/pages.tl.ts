import type { pagesEn } from "./pages.en";

/** Tagalog strings of the open pages, the chat bubble and regional tips. */
export const pagesTl: Record<keyof typeof pagesEn, string> = {
  "nav.howItWorks": "Paano ito gumagana",
  "nav.about": "Tungkol sa amin",
  "nav.blog": "Blog",
  "nav.disclaimer": "Paalala",
  "footer.nav": "Higit pa tungkol sa Suri",
  "units.sqm": "{value} metro kuwadrado",
  "landing.viewSample": "Tingnan ang Halimbawang Report",

  "sampleDeal.label": "Halimbawang deal mula sa aming demo report",
  "sampleDeal.title": "Halimbawang property",
  "sampleDeal.underpriced": "Mura: {percent} kumpara sa aming tantiya",
  "sampleDeal.fair": "Tugma sa merkado ({percent} kumpara sa aming tantiya)",
  "sampleDeal.overpriced": "Mahal: {percent} kumpara sa aming tantiya",
  "sampleDeal.asking": "Hinihinging presyo",
  "sampleDeal.fairValue": "Tantyang halaga sa merkado",
  "sampleDeal.score": "Investment score",
  "sampleDeal.yield": "Gross na rental yield",
  "sampleDeal.roi": "ROI sa 5 taon",
  "sampleDeal.location": "Marka ng lokasyon",
  "sampleDeal.note": "Kinalkula ng Suri mula sa isang halimbawang listing, sa parehong paraan ng bawat report.",
  "sampleDeal.viewReport": "Tingnan ang Buong Report",
  "sampleDeal.analyzeSimilar": "Suriin ang Katulad na Property",

  "testimonials.title": "Ang sinasabi ng mga investor sa abroad",
  "testimonials.sampleLabel": "Mga halimbawang kuwento, isinulat bilang paglalarawan: hindi tunay na kliyente",
  "testimonials.q1":
    "Magbabayad na sana ako ng reservation fee para sa condo sa Cebu. Ipinakita ng report na mas mataas ang presyo kaysa sa mga katulad na unit, kaya tumawad muna ako.",
  "testimonials.n1": "Marites, nars",
  "testimonials.r1": "Nagtatrabaho sa Dubai",
  "testimonials.q2":
    "Kaunti ang oras ko sa pagitan ng mga kontrata. Ilang minuto lang ang pag-paste ng link at pagbasa ng mga panganib sa phone ko.",
  "testimonials.n2": "Ramon, seaman",
  "testimonials.r2": "Sakay ng container ship",
  "testimonials.q3":
    "Laging nagpapadala ng listing ang pamilya ko. Ngayon, report na ang ibinabalik ko sa halip na hula, at sabay kaming nagpapasya.",
  "testimonials.n3": "Liza, caregiver",
  "testimonials.r3": "Nagtatrabaho sa Toronto",

  "how.title": "Paano gumagana ang Suri",
  "how.intro":
    "Mula sa link o screenshot ng listing hanggang sa report na mapagbabatayan: apat na hakbang, at may pinagmulan ang bawat numero.",
  "how.step1Title": "Ibahagi ang listing",
  "how.step1Body":
    "I-paste ang link ng listing mula sa isang property website sa Pilipinas, o mag-upload ng screenshot o PDF nito.",
  "how.step2Title": "Binabasa ito ng Suri",
  "how.step2Body":
    "Kinukuha namin ang presyo, laki, lokasyon at mga katangian, at sinasabi namin nang diretso kung hindi mabasa ang site.",
  "how.step3Title": "Naghahambing at nagkakalkula kami",
  "how.step3Body":
    "Inihahambing ang presyo sa mga kahalintulad na listing at sa nailathalang datos ng merkado; tinatantya ang upa, gastos, pautang at paglago.",
  "how.step4Title": "Matatanggap mo ang report",
  "how.step4Body":
    "Investment score, pagiging patas ng presyo, yield, projection sa 5 taon at mga panganib, sa screen at bilang PDF sa Ingles o Tagalog.",
  "how.techTitle": "Ang teknolohiya sa likod nito",
  "how.techIntro": "Walang itinatago: may isang trabaho ang bawat bahagi at ipinapakita nito ang gawa.",
  "how.techExtractTitle": "Tagabasa ng listing",
  "how.techExtractBody":
    "Binabasa ang structured data at teksto ng pahina, at ang mga screenshot o PDF sa pamamagitan ng text recognition.",
  "how.techCompareTitle": "Mga kahalintulad na listing",
  "how.techCompareBody":
    "Naghahanap ng mga katulad na listing sa malapit at inaalis ang mga sobra bago ihambing ang presyo kada metro kuwadrado.",
  "how.techDataTitle": "Datos ng merkado na may sanggunian",
  "how.techDataBody":
    "Galing ang paglago, upa at gastos sa isang may-petsang dataset na pinangangalanan ang pinagmulan sa report.",
  "how.techWriteTitle": "Buod sa simpleng salita",
  "how.techWriteBody": "Ipinapaliwanag ng nakasulat na buod ang mga numero nang hindi binabago ang mga ito.",
  "how.techSafeTitle": "Ligtas sa disenyo",
  "how.techSafeBody":
    "Pribado ang iyong account, mga upload at report; hindi kami nagbebenta ng datos o kumukuha ng komisyon.",
  "how.techPdfTitle": "Mga report na maitatabi",
  "how.techPdfBody": "Mag-download ng PDF para ibahagi sa pamilya o sa nagpapautang.",
  "how.ctaTitle": "Subukan sa listing na pinag-iisipan mo",
  "how.ctaBody": "Libre ang una mong report.",
  "how.cta": "Suriin ang Property",

  "about.title": "Tungkol sa Suri",
  "about.mission":
    "Ang aming misyon: bigyan ang bawat Pilipino, saan man sila nagtatrabaho, ng tapat na pangalawang opinyon bago bumili ng property sa bayan.",
  "about.storyTitle": "Ang aming kuwento",
  "about.story1":
    "Nagsimula ang Suri noong 2025 matapos makita namin ang maraming kaibigan sa abroad na bumili ng bahay batay sa larawan at pangako, at saka lang nalaman kung magkano dapat ang presyo.",
  "about.story2":
    "Gumawa kami ng tool na nagbabasa ng listing, inihahambing ito sa merkado at ipinapaliwanag ang resulta sa simpleng salita, walang komisyon at walang koneksiyon sa anumang broker o developer.",
  "about.valuesTitle": "Ang aming mga pinahahalagahan",
  "about.valueDataTitle": "Batay sa datos",
  "about.valueDataBody": "May pinagmulan at petsa ang bawat numero, at sinasabi namin kapag kulang ang datos.",
  "about.valueTransparencyTitle": "Transparency",
  "about.valueTransparencyBody": "Makikita mo kung paano binuo ang score at mababago mo mismo ang mga palagay.",
  "about.valueEmpowermentTitle": "Pagpapalakas",
  "about.valueEmpowermentBody":
    "Tinutulungan ka naming magtanong nang mas mahusay sa nagbebenta, ahente at nagpapautang.",
  "about.valueInnovationTitle": "Inobasyon",
  "about.valueInnovationBody":
    "Patuloy naming pinapahusay ang pagbasa at pagtantya ng mga listing, at inilalathala namin ang mga pagbabago.",
  "about.contactTitle": "Makipag-ugnayan sa amin",
  "about.contactBody": "May tanong, puna o listing na hindi namin nabasa? Sumulat sa amin:",

  "blog.title": "Blog",
  "blog.intro": "Mga praktikal na gabay sa pagbili ng property sa Pilipinas habang nagtatrabaho sa abroad.",
  "blog.readTime": "{minutes} minutong basahin",
  "blog.readMore": "Basahin ang artikulo",
  "blog.empty": "Wala pang artikulo.",
  "blog.loadError": "Hindi ma-load ang blog. Pakisubukan muli mamaya.",
  "blog.notFound": "Hindi nahanap ang blog post",
  "blog.notFoundBody": "Wala na o inilipat na ang artikulong hinahanap mo.",
  "blog.back": "Bumalik sa blog",
  "blog.tags": "Mga tag:",
  "blog.share": "Ibahagi",
  "blog.linkCopied": "Nakopya ang link",
  "blog.notAdvice": "Pangkalahatang impormasyon ang mga artikulo, hindi payo sa pamumuhunan, batas o buwis.",
  "blog.subscribeTitle": "Tumanggap ng bagong artikulo sa e-mail",
  "blog.subscribeBody": "Isang maikling e-mail kapag may bago kaming gabay.",
  "blog.subscribeEmail": "Ang iyong e-mail address",
  "blog.subscribe": "Mag-subscribe",
  "blog.subscribeSoon": "Malapit nang magbukas ang newsletter",
  "blog.subscribeSoonBody": "Hindi pa bukas ang pag-sign up, kaya hindi namin itinago ang iyong address.",

  "legal.terms": "Mga tuntunin ng serbisyo",
  "legal.privacy": "Abiso sa privacy",
  "legal.agreeBefore": "Sa paggawa ng account, sumasang-ayon ka sa",
  "legal.and": "at nabasa mo ang",
  "disclaimer.title": "Paalala",
  "disclaimer.updated": "Huling binago: Abril 28, 2025",
  "disclaimer.adviceTitle": "Hindi payo sa pamumuhunan, batas o buwis",
  "disclaimer.adviceBody":
    "Mga tantya para sa impormasyon ang mga report. Hindi nito sinasabing bumili o magbenta ka, at hindi nito pinapalitan ang lisensiyadong propesyonal na nakakaalam ng iyong sitwasyon.",
  "disclaimer.consumerTitle": "Proteksiyon sa mamimili",
  "disclaimer.consumerBody":
    "Tapat at walang pamimilit naming inilalarawan ang ginagawa ng Suri, alinsunod sa Consumer Act of the Philippines (Republic Act No. 7394).",
  "disclaimer.privacyTitle": "Privacy ng datos",
  "disclaimer.privacyBody":
    "Pinangangasiwaan namin ang iyong personal na datos ayon sa Data Privacy Act of 2012 (Republic Act No. 10173): para lang sa serbisyo, ligtas, at hindi kailanman ibinebenta.",
  "disclaimer.electronicTitle": "Mga elektronikong transaksiyon",
  "disclaimer.electronicBody":
    "Mga elektronikong transaksiyon sa ilalim ng Electronic Commerce Act of 2000 (Republic Act No. 8792) ang mga pagbili at kasunduan sa site na ito.",
  "disclaimer.licenceTitle": "Hindi lisensiyadong real-estate service",
  "disclaimer.licenceBody":
    "Hindi broker, appraiser o salesperson ang Suri sa ilalim ng Real Estate Service Act (Republic Act No. 9646). Hindi pormal na appraisal ang mga report.",
  "disclaimer.liabilityTitle": "Limitasyon ng pananagutan",
  "disclaimer.liabilityBody":
    "Maaaring kulang o luma ang mga listing at datos ng merkado. Hangga't pinapayagan ng batas, walang pananagutan ang Suri sa mga desisyong batay sa isang report.",
  "disclaimer.lawTitle": "Umiiral na batas",
  "disclaimer.lawBody": "Saklaw ang paalalang ito ng mga batas ng Republika ng Pilipinas.",
  "disclaimer.acknowledge":
    "Sa paggamit ng Suri, kinikilala mong nabasa mo ang paalalang ito at sumasang-ayon ka rito at sa aming mga tuntunin ng serbisyo.",
  "disclaimer.understand": "Naiintindihan Ko",

  "analyzePage.intro":
    "I-paste ang link ng listing, mag-upload ng screenshot o PDF nito, o i-paste ang teksto ng listing.",
  "analyzePage.sampleHint": "Hindi pa sigurado?",
  "analyzePage.sampleLink": "Tingnan ang halimbawang report",

  "chat.title": "Makipag-chat sa amin",
  "chat.question": "May tanong tungkol sa property na ito?",
  "chat.openMessenger": "Buksan ang Messenger Chat",
  "chat.email": "Mag-e-mail sa amin",

  "tips.title": "Mga tip sa pamumuhunan ayon sa rehiyon",
  "tips.regionLabel": "Ang gusto mong rehiyon",
  "tips.choose": "Pumili ng rehiyon",
  "tips.selectRegion": "Pumili ng rehiyon para makita ang mga tip sa pamumuhunan.",
  "tips.saved": "Na-update ang napiling rehiyon",
  "tips.saveFailed": "Hindi na-update ang rehiyon",
  "tips.saveFailedBody": "Nagkaproblema sa pag-update ng napili mong rehiyon.",
  "tips.note":
    "Pangkalahatang gabay mula sa Suri team. Ang iyong mga report ang nagbibigay ng numero para sa isang listing.",
  "tips.ncr.1.title": "Tingnan ang biyahe, hindi lang ang address",
  "tips.ncr.1.body":
    "Nagbabayad ang mga umuupa sa Metro Manila para sa maikling biyahe papasok. Tingnan ang tren at trapiko tuwing rush hour.",
  "tips.ncr.2.title": "Mag-ingat sa maraming magkakaparehong unit",
  "tips.ncr.2.body":
    "Maaaring maraming magkaparehong unit ang sabay na pinauupahan sa malalaking condo tower, kaya bumababa ang upa.",
  "tips.calabarzon.1.title": "Sundan ang mga bagong kalsada",
  "tips.calabarzon.1.body":
    "Kadalasang unang dinarayo ng mamimili at umuupa ang mga lugar malapit sa tapos nang expressway at exit.",
  "tips.calabarzon.2.title": "Magtanong tungkol sa baha",
  "tips.calabarzon.2.body":
    "Binabaha tuwing tag-ulan ang ilang mabababang subdivision; tingnan ang hazard map bago bumili.",
  "tips.central-luzon.1.title": "Tumingin malapit sa mga sentro ng paglago",
  "tips.central-luzon.1.body":
    "Mas madaling paupahan sa mga manggagawa ang mga bahay malapit sa Clark at sa mga industrial zone.",
  "tips.central-luzon.2.title": "Kumpirmahin ang uri ng titulo",
  "tips.central-luzon.2.body":
    "Maaaring may problema sa conversion ang dating lupang agrikultural; hingin na makita ang mga dokumento.",
  "tips.central-visayas.1.title": "Turismo at opisina ang nagpapataas ng upa",
  "tips.central-visayas.1.body":
    "Bagay sa pangmatagalan at panandaliang upa ang mga unit malapit sa business park o paliparan.",
  "tips.central-visayas.2.title": "Isaalang-alang ang association dues",
  "tips.central-visayas.2.body":
    "Madalas mas mataas ang dues ng resort-style na condo, kaya lumiliit ang net yield mo.",
  "tips.western-visayas.1.title": "Matatag at tahimik na merkado",
  "tips.western-visayas.1.body":
    "Mabagal kadalasang gumalaw ang presyo; planuhin ang kita sa upa kaysa sa mabilis na tubo sa muling pagbenta.",
  "tips.western-visayas.2.title": "Suriin ang supply ng tubig at kuryente",
  "tips.western-visayas.2.body":
    "Tanungin ang mga kapitbahay tungkol sa pagkawala; mahalaga sa umuupa ang maaasahang utilities.",
  "tips.davao.1.title": "Bentahe ang maluwag na espasyo",
  "tips.davao.1.body": "Madalas mas gusto rito ang house-and-lot kaysa maliit na condo; ihambing ang magkakatulad.",
  "tips.davao.2.title": "Beripikahin ang developer",
  "tips.davao.2.body":
    "Tingnan ang license to sell at mga nakaraang proyekto ng developer bago magbayad ng reservation.",

  "debug.reportTitle": "Test report (development)",
  "debug.location": "Lokasyon",
  "debug.reportId": "Report id",
  "debug.loadSample": "I-load ang test report {id}",
  "debug.fetch": "Kunin ang datos ng report",
  "debug.status": "HTTP status {status}",
  "debug.scoreTitle": "Pagsubok ng investment score (development)",
  "debug.scoreSample": "Mga halimbawang halaga para suriin ang pagpapakita ng score: hindi tunay na property.",
};
