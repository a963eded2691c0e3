import { batch, computed, signal } from '@preact/signals'
import {
  FEEDBACK_LIMITS,
  FEEDBACK_LOCATIONS,
  FEEDBACK_SUBCATEGORIES,
  type FeedbackCategory,
  type FeedbackInput,
  type FeedbackLocation,
  type FeedbackPriority,
} from '@ledgerline/sdk'
import { truncate, type PickedElement } from './capture'

/** The assistant's steps (SPEC.md §2.15); `picking` is the element picker ("precision"). */
export type FlowStep = 'initial' | 'category' | 'subcategory' | 'location' | 'picking' | 'details' | 'priority'

/** Only these categories ask for a subcategory; the others go straight to location (SPEC.md §2.15). */
export const CATEGORIES_WITH_SUBCATEGORY = ['broken', 'navigation'] as const satisfies readonly FeedbackCategory[]

export function hasSubcategoryStep(category: FeedbackCategory): boolean {
  return (CATEGORIES_WITH_SUBCATEGORY as readonly FeedbackCategory[]).includes(category)
}

export function subcategoriesOf(category: FeedbackCategory): readonly string[] {
  return FEEDBACK_SUBCATEGORIES[category]
}

/** Roughly what the API accepts (one @, a dot in the domain, no spaces, at most 320 characters). */
const EMAIL = /^(?=.{3,320}$)[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The assistant as a state machine on signals, free of the DOM. Each action answers whether it applied. */
export function createFlow() {
  const step = signal<FlowStep>('initial')
  const category = signal<FeedbackCategory | null>(null)
  const subcategory = signal<string | null>(null)
  const location = signal<FeedbackLocation | null>(null)
  const picked = signal<PickedElement | null>(null)
  const message = signal('')
  const reporterName = signal('')
  /** A site visitor's address to be told of the outcome (submit-only mode); optional. */
  const notifyEmail = signal('')
  const emailValid = computed(() => notifyEmail.value.trim() === '' || EMAIL.test(notifyEmail.value.trim()))
  const canContinue = computed(() => message.value.trim() !== '' && emailValid.value)

  function move(from: FlowStep, to: FlowStep, update?: () => void): boolean {
    if (step.value !== from) return false
    batch(() => {
      update?.()
      step.value = to
    })
    return true
  }

  return {
    step,
    category,
    subcategory,
    location,
    picked,
    message,
    reporterName,
    notifyEmail,
    emailValid,
    canContinue,

    start: () => move('initial', 'category'),

    chooseCategory(value: FeedbackCategory): boolean {
      return move('category', hasSubcategoryStep(value) ? 'subcategory' : 'location', () => {
        category.value = value
        subcategory.value = null
      })
    },

    chooseSubcategory(value: string): boolean {
      if (!category.value || !subcategoriesOf(category.value).includes(value)) return false
      return move('subcategory', 'location', () => (subcategory.value = value))
    },

    chooseLocation(value: FeedbackLocation): boolean {
      return move('location', value === 'specific' ? 'picking' : 'details', () => {
        location.value = value
        picked.value = null
      })
    },

    pick: (element: PickedElement) => move('picking', 'details', () => (picked.value = element)),

    cancelPicking: () => move('picking', 'location', () => (location.value = null)),

    continueToPriority: () => canContinue.value && move('details', 'priority'),

    /** One step back, the way the user came. */
    back(): boolean {
      const previous: Partial<Record<FlowStep, FlowStep>> = {
        category: 'initial',
        subcategory: 'category',
        location: category.value && hasSubcategoryStep(category.value) ? 'subcategory' : 'category',
        picking: 'location',
        details: 'location',
        priority: 'details',
      }
      const to = previous[step.value]
      return to !== undefined && move(step.value, to, () => to === 'location' && (picked.value = null))
    },

    /** The entry the priority choice submits; null unless the flow is at the priority step. */
    submission(priority: FeedbackPriority, pageUrl: string): FeedbackInput | null {
      if (step.value !== 'priority' || !category.value || !canContinue.value) return null
      const name = reporterName.value.trim()
      const email = notifyEmail.value.trim()
      return {
        category: category.value,
        subcategory: subcategory.value,
        priority,
        message: truncate(message.value.trim(), FEEDBACK_LIMITS.message),
        pageUrl: truncate(pageUrl, FEEDBACK_LIMITS.pageUrl),
        // Blank means "not given": the server falls back to the username, then Anonymous (DECISIONS.md §6).
        ...(name ? { reporterName: truncate(name, FEEDBACK_LIMITS.reporterName) } : {}),
        ...(email ? { notifyEmail: email } : {}),
        ...(picked.value ?? {}),
      }
    },

    /** The answers so far, as JSON-safe data (for a draft that survives a reload). */
    snapshot(): FlowDraft {
      return {
        step: step.value === 'picking' ? 'location' : step.value,
        category: category.value,
        subcategory: subcategory.value,
        location: step.value === 'picking' ? null : location.value,
        picked: picked.value,
        message: message.value,
        reporterName: reporterName.value,
      }
    },

    /** Puts a saved draft back; anything that does not fit the flow is ignored. */
    restore(draft: Partial<FlowDraft> | null): void {
      if (!draft || typeof draft !== 'object') return
      const known = FEEDBACK_SUBCATEGORIES as Record<string, readonly string[]>
      const validCategory = typeof draft.category === 'string' && draft.category in known
      batch(() => {
        message.value = typeof draft.message === 'string' ? draft.message : ''
        reporterName.value = typeof draft.reporterName === 'string' ? draft.reporterName : ''
        if (!validCategory) return
        category.value = draft.category!
        const sub = draft.subcategory
        subcategory.value = typeof sub === 'string' && known[draft.category!]!.includes(sub) ? sub : null
        location.value = (FEEDBACK_LOCATIONS as readonly string[]).includes(draft.location ?? '')
          ? draft.location!
          : null
        picked.value = draft.picked && typeof draft.picked === 'object' ? draft.picked : null
        const steps: FlowStep[] = ['category', 'subcategory', 'location', 'details', 'priority']
        const wanted = steps.includes(draft.step as FlowStep) ? (draft.step as FlowStep) : 'category'
        // A step is only as far as the answers reach.
        const missing = steps.indexOf(wanted) > 2 && (!location.value || (wanted === 'priority' && !canContinue.value))
        step.value = missing ? 'category' : wanted
      })
    },

    reset(): void {
      batch(() => {
        step.value = 'initial'
        category.value = null
        subcategory.value = null
        location.value = null
        picked.value = null
        message.value = ''
        reporterName.value = ''
        notifyEmail.value = ''
      })
    },
  }
}

export type Flow = ReturnType<typeof createFlow>

export interface FlowDraft {
  step: FlowStep
  category: FeedbackCategory | null
  subcategory: string | null
  location: FeedbackLocation | null
  picked: PickedElement | null
  message: string
  reporterName: string
}
