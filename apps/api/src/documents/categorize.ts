import type { DocumentCategory } from '@ledgerline/contracts'

export interface Categorization {
  category: DocumentCategory
  subCategory: string | null
  tags: string[]
  /** 0–100 */
  confidence: number
}

interface Rule {
  category: Exclude<DocumentCategory, 'Other'>
  subCategory: string
  /** Lower-case words or phrases; a match in the filename weighs more than one in the text. */
  keywords: string[]
  tag: string
}

/** Deterministic rules over filename and extracted text: the same document always gets the same answer. */
const RULES: Rule[] = [
  { category: 'Tax Forms', subCategory: 'W-2', tag: 'W-2', keywords: ['w-2', 'w2', 'wage and tax statement'] },
  { category: 'Tax Forms', subCategory: '1098', tag: '1098', keywords: ['1098', 'mortgage interest statement'] },
  { category: 'Tax Forms', subCategory: '1040', tag: '1040', keywords: ['1040', 'individual income tax return'] },
  {
    category: 'Tax Forms',
    subCategory: 'Authorization',
    tag: '8879',
    keywords: ['8879', 'e-file authorization', '2848', 'power of attorney'],
  },
  {
    category: 'Income Documentation',
    subCategory: '1099',
    tag: '1099',
    keywords: ['1099', 'nonemployee compensation', 'dividends', 'interest income'],
  },
  {
    category: 'Income Documentation',
    subCategory: 'Pay Stub',
    tag: 'pay stub',
    keywords: ['pay stub', 'paystub', 'earnings statement', 'gross pay', 'k-1'],
  },
  {
    category: 'Bank Statements',
    subCategory: 'Account Statement',
    tag: 'bank',
    keywords: ['bank statement', 'statement', 'checking', 'savings', 'beginning balance', 'ending balance'],
  },
  {
    category: 'Business Expenses',
    subCategory: 'Receipts',
    tag: 'receipt',
    keywords: ['receipt', 'invoice', 'expense', 'supplies', 'fuel', 'mileage', 'subtotal'],
  },
  {
    category: 'Legal Documents',
    subCategory: 'Agreement',
    tag: 'legal',
    keywords: ['agreement', 'contract', 'articles of', 'operating agreement', 'will', 'trust', 'deed of'],
  },
  {
    category: 'Insurance',
    subCategory: 'Policy',
    tag: 'insurance',
    keywords: ['insurance', 'policy', 'premium', 'coverage', 'insured'],
  },
  {
    category: 'Property Documents',
    subCategory: 'Property',
    tag: 'property',
    keywords: ['property tax', 'parcel', 'deed', 'closing disclosure', 'appraisal', 'hud-1'],
  },
]

const FILENAME_WEIGHT = 3
const TEXT_WEIGHT = 1

function countMatches(haystack: string, keyword: string): number {
  // Word-ish boundaries so that "w2" does not match inside "aw22".
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const matches = haystack.match(new RegExp(`(?:^|[^a-z0-9])${escaped}(?=$|[^a-z0-9])`, 'g'))
  return matches ? matches.length : 0
}

/** Filenames use _ and - as spaces: "Home_Insurance_Policy.pdf" reads as "home insurance policy pdf". */
const normaliseFilename = (filename: string) => filename.toLowerCase().replace(/[_.]+/g, ' ')

export function categorizeDocument(filename: string, extractedText: string | null): Categorization {
  const name = normaliseFilename(filename)
  const text = (extractedText ?? '').toLowerCase()
  const scores = new Map<Rule, number>()
  for (const rule of RULES) {
    let score = 0
    for (const keyword of rule.keywords) {
      score +=
        FILENAME_WEIGHT * Math.min(countMatches(name, keyword), 1) +
        TEXT_WEIGHT * Math.min(countMatches(text, keyword), 3)
    }
    if (score > 0) scores.set(rule, score)
  }

  const years = [...new Set(`${name} ${text}`.match(/\b20\d{2}\b/g) ?? [])].slice(0, 2)
  if (scores.size === 0) return { category: 'Other', subCategory: null, tags: years, confidence: 30 }

  // Scores per category: the best category wins; ties go to the earlier rule (deterministic).
  const byCategory = new Map<DocumentCategory, number>()
  for (const [rule, score] of scores) byCategory.set(rule.category, (byCategory.get(rule.category) ?? 0) + score)
  const ranked = [...byCategory.entries()].sort((a, b) => b[1] - a[1])
  const [category, best] = ranked[0]!
  const runnerUp = ranked[1]?.[1] ?? 0
  const total = [...byCategory.values()].reduce((sum, s) => sum + s, 0)
  const bestRule = [...scores.entries()]
    .filter(([rule]) => rule.category === category)
    .sort((a, b) => b[1] - a[1])[0]![0]

  // Confidence grows with evidence and with the margin over the runner-up, capped below certainty.
  const confidence = Math.round(Math.min(98, 45 + Math.min(best, 10) * 4 + ((best - runnerUp) / total) * 15))
  const tags = [...new Set([...[...scores.keys()].filter((r) => r.category === category).map((r) => r.tag), ...years])]
  return { category, subCategory: bestRule.subCategory, tags, confidence }
}
