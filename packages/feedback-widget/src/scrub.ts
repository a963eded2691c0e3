// Scrubbing of text captured from the page (issue 17.3): element text, console lines, titles and URLs lose the
// identifiers a tax firm's pages show before anything leaves the browser. Each match becomes a bracketed label,
// so staff still see that something was there.

/** Luhn's checksum, as every payment card number satisfies it. */
export function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** An 8-digit run that reads as a calendar date (YYYYMMDD, 1900–2099), which is no account number. */
function isCompactDate(digits: string): boolean {
  const match = /^(19|20)\d\d(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.exec(digits)
  return match !== null
}

const RULES: [RegExp, (match: string) => string | null][] = [
  // Card numbers: 13 to 19 digits, in groups split by spaces or dashes, that pass Luhn's check.
  [/(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g, (match) => (luhn(match.replace(/\D/g, '')) ? '[card]' : null)],
  // US Social Security numbers: 123-45-6789 or 123 45 6789.
  [/(?<![\w-])\d{3}([- ])\d{2}\1\d{4}(?![\w-])/g, () => '[SSN]'],
  // Employer Identification Numbers: 12-3456789.
  [/(?<![\w-])\d{2}-\d{7}(?![\w-])/g, () => '[EIN]'],
  // IBANs: two letters, two check digits, 11 to 30 letters and digits (optionally in groups of four).
  [/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g, () => '[account]'],
  // A number after a word that names an account, routing number, SSN or TIN: "Acct #: 4401-22".
  [
    /\b(?:account|acct|a\/c|routing|aba|iban|ssn|tin|ein|itin)(?:\s*(?:no\.?|number|num|#))?\s*[:#]?\s*[\dX*][\dX*\s-]{2,}\d/gi,
    (match) => `${/^[a-z/]+/i.exec(match)?.[0] ?? ''} [account]`,
  ],
  // Any other run of 8 to 17 digits (bank account numbers), unless it reads as a date.
  [/(?<![\w.,-])\d{8,17}(?![\w.,-])/g, (match) => (isCompactDate(match) ? null : '[account]')],
]

/** The text with card, SSN, EIN and account numbers replaced by [card], [SSN], [EIN] and [account]. */
export function scrub(text: string): string {
  let result = text
  for (const [pattern, replace] of RULES) result = result.replace(pattern, (match) => replace(match) ?? match)
  return result
}
