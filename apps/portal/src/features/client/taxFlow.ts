// SPEC.md §2.8 and §9: the tax flow is sample content: ten steps, the client on step 6.

export type TaxStepStatus = 'completed' | 'active' | 'pending'

export interface TaxFlowStep {
  id: number
  title: string
  subtitle: string
  status: TaxStepStatus
}

export const TAX_FLOW_STEPS: readonly TaxFlowStep[] = [
  { id: 1, title: 'Engagement Letter', subtitle: 'Signed and returned', status: 'completed' },
  { id: 2, title: 'Personal Information', subtitle: 'Contact details and dependants confirmed', status: 'completed' },
  { id: 3, title: 'Income Documents', subtitle: 'W-2s and 1099s received', status: 'completed' },
  { id: 4, title: 'Deductions & Credits', subtitle: 'Receipts and statements reviewed', status: 'completed' },
  { id: 5, title: 'Advisor Questionnaire', subtitle: 'Follow-up questions answered', status: 'completed' },
  { id: 6, title: 'Draft Return Review', subtitle: 'Review the draft prepared by your advisor', status: 'active' },
  { id: 7, title: 'Approve & Sign', subtitle: 'E-signature of Form 8879', status: 'pending' },
  { id: 8, title: 'Payment', subtitle: 'Settle the preparation invoice', status: 'pending' },
  { id: 9, title: 'E-File Submission', subtitle: 'Your return is filed with the IRS', status: 'pending' },
  { id: 10, title: 'Confirmation', subtitle: 'Acceptance and refund tracking', status: 'pending' },
]

/** The fixed sample figures of SPEC.md §2.8. */
export const TAX_FLOW_PROGRESS = { label: 'Step 6 of 10', percent: 60 } as const

/** The action a step offers: REVIEW on the active step, VIEW on completed ones, none on pending ones. */
export function stepAction(status: TaxStepStatus): 'REVIEW' | 'VIEW' | null {
  return status === 'active' ? 'REVIEW' : status === 'completed' ? 'VIEW' : null
}

export interface ChatMessage {
  id: number
  sender: 'advisor' | 'client'
  name: string
  message: string
  time: string
}

export const SAMPLE_CHAT: readonly ChatMessage[] = [
  {
    id: 1,
    sender: 'advisor',
    name: 'Sarah Mitchell, CPA',
    message: 'Your draft return is ready. Please review the summary and let me know if anything looks off.',
    time: '9:14 AM',
  },
  {
    id: 2,
    sender: 'client',
    name: 'You',
    message: 'Thanks! I will go through it today.',
    time: '9:20 AM',
  },
]
