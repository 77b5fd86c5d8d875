/**
 * The words that state a listing's conditions, in English, Tagalog/Taglish and Cebuano. Each rule is a
 * list of plain alternatives: fixed words, optional words and gaps bounded to a few characters, never a
 * repeated group over free text, so a pattern runs in time linear in the text (a 20,000-character paste
 * of "levy levy …" takes one pass).
 *
 * A match counts unless its own clause negates it (conditions.ts): "no levy", "walang kaso", "free from
 * liens and encumbrances", "Occupied: No". `unless` names sentences that use the words for something else:
 * a title's inherent restrictions are an annotation, but not a burden on the buyer.
 */
import type { ConditionEvidenceKey } from "@suri/contracts";

export interface ConditionRule {
  readonly condition: ConditionEvidenceKey;
  readonly pattern: RegExp;
  /** A clause this also matches uses the words for something else. */
  readonly unless?: RegExp;
}

const rule = (condition: ConditionEvidenceKey, alternatives: string[], unless?: RegExp): ConditionRule => ({
  condition,
  pattern: new RegExp(alternatives.join("|"), "gi"),
  ...(unless ? { unless } : {}),
});

/** Someone lives there whom the buyer must see out: occupants, a caretaker, informal settlers; the bank does not hold it. */
const OCCUPIED = rule(
  "occupied",
  [
    "\\boccupied\\b",
    "\\b(?:okupado|ocupado)\\b",
    "\\boccupants?\\b",
    "\\b(?:informal|illegal) settlers?\\b",
    "\\bsquatt(?:ers?|ing)\\b",
    "\\biskwater\\b",
    // A "look-out caretaker" watches the place from outside; a stay-in one lives there.
    "\\b(?<!look-?out\\s)caretakers?\\b(?!\\s?look-?out)",
    "\\bkatiwala\\b",
    "\\b(?:may|merong|mayroong) (?:mga )?(?:nakatira|naninirahan|squatters?)\\b",
    "\\b(?:naay|naa'?y|adunay|aduna'?y|may) (?:mga )?(?:nagpuyo|nagapuyo)\\b",
    "\\bgipuy-?an\\b",
    "\\bnot in (?:the )?bank'?s? (?:possession|control)\\b",
    "\\bbank is not in (?:control|possession)\\b",
  ],
  // A unit "waiting to be occupied", amenities "for occupants", an owner who lives there until the sale:
  // no one the buyer has to remove.
  /\b(?:to|can|will|could|would) be occupied|\bfor (?:the |its )?(?:future )?occupants|\boccupants? (?:to|can|will|may)\b|settlers?[- ]free|owner[- ]occupied|occupied by (?:the )?owner/i,
);

/** A tenant holds a lease: the buyer takes it over, its rent and its end date. */
const TENANTED = rule("tenanted", [
  "\\b(?:with|has|have|existing|current|currently has) (?:existing |current |paying |long-?term )?(?:tenants?|lessees?|renters?)\\b",
  "\\btenanted\\b",
  "\\bcurrently (?:rented|leased)(?: out)?\\b",
  "\\bwith (?:an )?(?:existing|ongoing|current) lease\\b",
  "\\b(?:may|merong|mayroong) (?:mga )?(?:umuupa|nangungupahan|tenants?)\\b",
  "\\b(?:naay|naa'?y|adunay|aduna'?y|may) (?:mga )?(?:nag-?abang|nangabang|nagaabang|tenants?)\\b",
]);

/** A court case, lis pendens or adverse claim. */
const LEGAL_CASE = rule("legal_case", [
  "\\b(?:civil|criminal|court|ejectment|estafa|lrc) case\\b",
  "\\b(?:pending|ongoing|on-going) (?:court |legal )?(?:case|litigation|trial)\\b",
  "\\bwith (?:a )?(?:pending )?(?:court )?case\\b",
  "\\b(?:under|in) litigation\\b",
  "\\blis pendens\\b",
  "\\badverse claims?\\b",
  "\\bregional trial court\\b",
  "\\bRTC\\b",
  "\\bejectment\\b",
  "\\bwrit of possession\\b",
  "\\bannulment of (?:the )?(?:forecl(?:osure)?\\.?|mortgage|sale)",
  "\\baccion (?:publiciana|reivindicatoria)\\b",
  "\\bunlawful detainer\\b",
  "\\bquieting of title\\b",
  "\\b(?:may|merong|mayroong) (?:nakabinbing |pending )?(?:kaso|demanda|asunto)\\b",
  "\\b(?:naay|naa'?y|adunay|aduna'?y) (?:pending )?(?:kaso|demanda)\\b",
  "\\bkaso sa korte\\b",
  "\\b(?:nasa|naa sa) korte\\b",
  "\\b(?:gi-?kaso|gi-?demanda|kinasuhan|dinemanda)\\b",
]);

/** The title is still in the former owner's (the bank's, the developer's) name. */
const TITLE_PENDING = rule("title_pending", [
  "\\bunder consolidation\\b",
  "\\bnot yet consolidated\\b",
  "\\bfor consolidation\\b",
  "\\bunconsolidated\\b",
  "\\btitle (?:is )?(?:not yet|still) (?:transferred|consolidated|in the name)\\b",
  "\\b(?:title|transfer)\\b[^.\\n]{0,25}?\\b(?:not yet|yet to be|still not) (?:been )?(?:transferred|consolidated)\\b",
  "\\b(?:title|TCT|CCT|TD|tax declaration|tax dec)\\b[^.\\n]{0,40}?\\bstill (?:registered |titled )?(?:under|in) (?:the )?names?\\b",
  "\\bstill (?:registered |titled )?(?:under|in) the names? of (?:the )?(?:former|previous|original|old|registered|developer|bank|seller|mother)",
  "\\btransfer\\b[^.\\n]{0,40}?\\b(?:is )?(?:in process|on-?going|in progress)\\b",
  "\\bno title yet\\b",
  "\\bmother title\\b",
  "\\bindividual title (?:is )?(?:not yet|still being) (?:processed|issued)\\b",
  "\\btitle (?:is )?(?:still )?(?:being processed|under process(?:ing)?|for processing)\\b",
  "\\bhindi pa (?:na-?|nai-?|naii)?(?:lipat|transfer)\\b",
  "\\bnasa pangalan pa (?:ng|ni)\\b",
  "\\bhindi pa nakapangalan\\b",
  "\\bwala pang (?:sariling |individual )?(?:titulo|title)\\b",
  "\\bwala pa (?:na-?)?transfer\\b",
  "\\bnaa pa sa ngalan (?:sa|ni)\\b",
  "\\bwala pa'?y (?:titulo|title)\\b",
]);

/**
 * A levy, lien, encumbrance, unreleased mortgage or an annotation that burdens the title. A title's inherent
 * restrictions (subdivision, master deed, the condominium corporation's) are annotations too, but not
 * burdens: the real bank lists (Metrobank, 2025) carry them on many clean properties. A lis pendens or an
 * adverse claim is a case (legal_case).
 */
const TITLE_ENCUMBERED = rule(
  "title_encumbered",
  [
    "\\blev(?:y|ied|ies)\\b",
    "\\bencumb(?:rance|rances|ered)\\b",
    "\\bliens?\\b",
    "\\b(?:writ|notice) of (?:attachment|garnishment)\\b",
    "\\bmortgage\\b[^.\\n]{0,25}?\\b(?:not yet|still not|yet to be|not|hindi pa|di pa|wala pa) (?:been )?(?:na-?)?(?:released?|cancell?(?:ed)?|discharged)\\b",
    "\\b(?:hindi pa|di pa|wala pa) (?:na-?)?(?:released?|cancel(?:led)?)\\b[^.\\n]{0,20}?\\bmortgage\\b",
    "\\bun(?:released|cancell?ed) (?:real estate )?mortgage\\b",
    "\\bquestionable titles?\\b",
    "\\bannotations?\\b",
    "\\bannotated\\b",
  ],
  /inherent|restriction|master deed|subdivision|right of first refusal|condominium corp|condo corp|art(?:icle)?\.? ?(?:567|652)|right of way|easement|subdiv|maste|lis pendens|adverse claim/i,
);

/** No Torrens title: rights or a tax declaration only. */
const RIGHTS_ONLY = rule("rights_only", [
  "\\b(?:tax dec(?:laration)?s?|tax dec\\.|TD)\\s?(?:only|lang|ra|lamang)\\b",
  "\\bonly (?:a )?tax dec(?:laration)?\\b",
  "\\brights? (?:only|lang|ra|lamang)\\b",
  "\\bwaiver of rights\\b",
  "\\buntitled\\b",
  "\\bnot (?:yet )?titled\\b",
  "\\bno title\\b(?! (?:yet|issues?|problems?|defects?))",
  "\\bwithout (?:a )?title\\b",
  "\\bwala(?:ng|'?y|y) (?:titulo|title)\\b",
]);

/** Agrarian-reform or agricultural land: its sale needs DAR clearance, and lenders do not take it. */
const AGRARIAN = rule(
  "agrarian",
  [
    "\\bCLOA\\b",
    "\\bagrarian\\b",
    "\\bCARP(?:-covered| covered)?\\b",
    "\\bemancipation patent\\b",
    "\\bDAR (?:covered|coverage|clearance|awarded|land|beneficiar(?:y|ies))\\b",
    "\\bagricultural\\b",
  ],
  /convert|reclassif/i,
);

/** Sold as it stands: whatever is wrong with it is the buyer's to find and fix. */
const AS_IS = rule("as_is", [
  "\\bas[- ]is[,;]? ?(?:[-/&] ?|and )?where[- ]is\\b",
  "\\bas[- ]is\\W{0,3}(?:basis|condition)\\b",
  "\\b(?:sold|sell|selling|offered|bought|benta|ibinebenta) (?:on (?:an? )?)?\\W?as[- ]is\\b",
  "\\bcondition ?[:-] ?as[- ]is\\b",
]);

/** A bank or Pag-IBIG sells a property it took back (a bank list's "Physical Status - Bank has …" says so too). */
const FORECLOSED = rule("foreclosed", [
  "\\bforeclos(?:ed|ure)\\b",
  "\\bbank (?:has (?:full )?|is not in )(?:control|possession)\\b",
  "\\bnot in (?:the )?bank'?s? (?:possession|control)\\b",
  "\\bacquired assets?\\b",
  "\\bROP(?:O)?A\\b",
  "\\bbank[- ](?:owned|acquired|repossessed)\\b",
  "\\brepossessed\\b",
  "\\b(?:na-?)?remata(?:do)?\\b",
]);

/** The listing's conditions, in the order `conditions` lists them. */
export const CONDITION_RULES: readonly ConditionRule[] = [
  OCCUPIED,
  LEGAL_CASE,
  TITLE_PENDING,
  TITLE_ENCUMBERED,
  RIGHTS_ONLY,
  AGRARIAN,
  AS_IS,
  TENANTED,
  FORECLOSED,
];

/** When a pre-selling unit is handed over: a year after turnover, completion or RFO words. */
export const TURNOVER = rule("pre_selling", [
  "\\b(?:turn-? ?over|target completion|completion|RFO|ready for occupancy|handover|delivery|matatapos|mahuman)\\b[^.\\n]{0,30}?\\b20[2-4]\\d\\b",
]);
/** The words that say the unit is pre-selling, quoted when no turnover date is given. */
export const PRE_SELLING = rule("pre_selling", ["\\bpre-? ?sell(?:ing)?\\b", "\\bpreselling\\b"]);
