/** English strings of the account page: who is signed in, and deleting the account (issue 20). */
export const accountEn = {
  "nav.account": "Account",
  "account.title": "Your account",
  "account.email": "E-mail",
  "account.username": "Username",
  "account.credits": "Credits remaining",
  "account.privacy": "How we handle your data: privacy notice",
  "account.delete.title": "Delete my account",
  "account.delete.intro": "Deleting your account cannot be undone. At once:",
  "account.delete.person":
    "your e-mail, name and password are erased and you are signed out everywhere; this e-mail can sign up again later as a new account, without a second free report;",
  "account.delete.reports":
    "your reports, with your corrections and uploads, are deleted, and the links you shared stop working;",
  "account.delete.credits":
    "unused credits are lost. The credit and payment history stays, with nothing that names you, as long as the law requires us to keep books.",
  "account.delete.keep": "Download the PDF of any report you want to keep first.",
  "account.delete.password": "Enter your password to confirm",
  "account.delete.confirm": "Delete my account",
  "account.delete.done": "Your account has been deleted",
  "account.delete.doneBody": "Your data is gone. Thank you for using Suri.",
  "account.delete.failed": "Your account was not deleted",
} as const;
