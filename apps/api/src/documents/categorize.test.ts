import { DOCUMENT_CATEGORIES } from '@ledgerline/contracts'
import { describe, expect, it } from 'vitest'
import { categorizeDocument } from './categorize.js'

describe('categorizeDocument', () => {
  const cases: Array<[string, string, string]> = [
    ['W-2_2025_AcmeCorp.pdf', 'Form W-2 Wage and Tax Statement 2025', 'Tax Forms'],
    ['scan_0001.pdf', 'Form 1099-NEC Nonemployee Compensation paid to the contractor', 'Income Documentation'],
    [
      'Chase_Statement_March.pdf',
      'Checking account statement. Beginning balance 100, ending balance 80.',
      'Bank Statements',
    ],
    ['Office_Supplies_Receipts_Q1.jpg', 'Receipt – printer paper. Subtotal 212.40', 'Business Expenses'],
    ['Operating_Agreement.pdf', 'Operating Agreement of Patel Consulting LLC', 'Legal Documents'],
    ['Home_Insurance_Policy_2025.pdf', 'Homeowners insurance policy, annual premium 1,684.00', 'Insurance'],
    ['Property_Tax_Bill.pdf', 'Cook County property tax bill for parcel 14-21', 'Property Documents'],
    ['holiday_photo.png', 'A beach at sunset', 'Other'],
  ]
  for (const [filename, text, category] of cases) {
    it(`files ${filename} under ${category}`, () => {
      const result = categorizeDocument(filename, text)
      expect(result.category).toBe(category)
      expect(DOCUMENT_CATEGORIES).toContain(result.category)
      expect(result.confidence).toBeGreaterThanOrEqual(0)
      expect(result.confidence).toBeLessThanOrEqual(100)
      expect(Number.isInteger(result.confidence)).toBe(true)
    })
  }

  it('is deterministic, tags the form and year, and is surer with more evidence', () => {
    const a = categorizeDocument('W-2_2025.pdf', 'Form W-2 Wage and Tax Statement 2025')
    expect(categorizeDocument('W-2_2025.pdf', 'Form W-2 Wage and Tax Statement 2025')).toEqual(a)
    expect(a.tags).toEqual(expect.arrayContaining(['W-2', '2025']))
    expect(categorizeDocument('notes.txt', 'mentions a w-2 once').confidence).toBeLessThan(a.confidence)
    expect(categorizeDocument('x.pdf', null).category).toBe('Other')
  })
})
