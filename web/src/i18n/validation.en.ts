/**
 * The contracts' validation messages (SPEC wording). Kept apart from the lazily loaded catalogue because
 * translateValidation maps the English text a schema reports back to its key in any language.
 */
export const validationEn = {
  "validation.email": "Please enter a valid email address",
  "validation.password": "Password must be at least 6 characters",
  "validation.newPassword": "Password must be at least 8 characters",
  "validation.commonPassword": "Password is too common or easy to guess. Please choose a less common password.",
  "validation.username": "Username must be at least 3 characters",
  "validation.passwordsMatch": "Passwords don't match",
  "validation.propertyUrl": "Please enter a valid property URL",
  "validation.restoreReason": "Please tell us briefly what went wrong (at least 5 characters)",
  "validation.listingTextShort":
    "Please paste the listing's text: at least 40 characters, with its price and its floor or lot area.",
  "validation.listingTextLong":
    "The listing text is too long: at most 20,000 characters. Please paste only the listing.",
  "validation.price": "Please enter the price in pesos, from ₱1,000 to ₱20,000,000,000.",
  "validation.floorArea": "Please enter the floor area in square metres, from 1 to 100,000.",
  "validation.lotArea": "Please enter the lot area in square metres, from 1 to 10,000,000.",
  "validation.rooms": "Please enter a whole number of rooms, from 0 to 50.",
  "validation.placeName": "Please enter a place name of 2 to 80 letters.",
  "validation.nothingToCorrect": "Please change at least one field.",
  "validation.equity": "Please enter the equity asked in pesos, from ₱1,000 to ₱20,000,000,000.",
  "validation.balance": "Please enter the remaining balance in pesos, from ₱1,000 to ₱20,000,000,000.",
  "validation.amortization": "Please enter the monthly amortisation in pesos, from ₱1,000 to ₱20,000,000,000.",
  "validation.passwordRequired": "Please enter your password",
  "validation.wrongPassword": "That password is not correct.",
  "validation.invalidLink": "This link is not valid. Please ask for a new one.",
  "validation.expiredLink": "This link has expired. Please ask for a new one.",
  "validation.usedLink": "This link has already been used.",
  "validation.otherAccountLink": "This link was sent to a different account. Log out, then open the link again.",
} as const;
