// SPEC.md §2.9: eight VIP tools. Only active ones are clickable; the Document Center is the one that works.

export type VipToolStatus = 'active' | 'coming-soon'

export interface VipTool {
  id: string
  title: string
  subtitle: string
  description: string
  status: VipToolStatus
  /** Where an active, working tool leads. */
  to?: string
}

export const VIP_TOOLS: readonly VipTool[] = [
  {
    id: 'document-center',
    title: 'Document Center',
    subtitle: 'AI-assisted filing',
    description: 'Upload documents and let AI categorise and tag them for your advisor.',
    status: 'active',
    to: '/client/documents',
  },
  {
    id: 'ai-coach',
    title: 'AI Tax Coach',
    subtitle: 'Answers around the clock',
    description: 'Ask tax questions in plain language and get guidance between advisor meetings.',
    status: 'active',
  },
  {
    id: 'tax-planner',
    title: 'Tax Planner',
    subtitle: 'Year-round strategy',
    description: 'Model next year’s liability and plan estimated payments.',
    status: 'coming-soon',
  },
  {
    id: 'refund-tracker',
    title: 'Refund Tracker',
    subtitle: 'Live IRS status',
    description: 'Follow your refund from acceptance to deposit.',
    status: 'coming-soon',
  },
  {
    id: 'audit-shield',
    title: 'Audit Shield',
    subtitle: 'Protection and support',
    description: 'Representation and document support if a tax authority writes to you.',
    status: 'coming-soon',
  },
  {
    id: 'deduction-finder',
    title: 'Deduction Finder',
    subtitle: 'Missed savings',
    description: 'Spot deductions and credits you may be entitled to.',
    status: 'coming-soon',
  },
  {
    id: 'wealth-insights',
    title: 'Wealth Insights',
    subtitle: 'Investments and tax',
    description: 'See the tax side of your investment decisions.',
    status: 'coming-soon',
  },
  {
    id: 'priority-scheduling',
    title: 'Priority Scheduling',
    subtitle: 'Meet sooner',
    description: 'Book advisor meetings ahead of the regular queue.',
    status: 'coming-soon',
  },
]

export const VIP_BENEFITS: readonly string[] = [
  'A dedicated senior advisor for your return',
  'Priority processing during filing season',
  'Same-day answers to your messages',
  'Year-round tax planning check-ins',
]
