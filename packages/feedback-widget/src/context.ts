import type { Signal } from '@preact/signals'
import type { ApiClient, Feedback, FeedbackPriority } from '@ledgerline/sdk'
import type { Evidence } from './evidence'
import type { Flow } from './flow'
import type { Language } from './locale'
import type { PendingReport } from './outbox'
import type { Reader } from './reader'
import type { PanelStrings } from './strings'

/** The SDK calls the widget makes; the real client from `createClient` satisfies it. */
export type WidgetClient = Pick<ApiClient, 'listFeedbackPins' | 'getFeedbackCount' | 'createFeedback'> &
  Partial<Pick<ApiClient, 'listMyFeedback'>>

/** Everything the assistant's components share: one object per mounted assistant. */
export interface WidgetContext {
  flow: Flow
  strings: PanelStrings
  /** The language the texts are in, for Intl dates and numbers. */
  language: Language
  view: Window
  host: HTMLElement
  /** Signed-in (portal) mode: pins and the count badge. False when embedded with a site key: submit-only. */
  readable: boolean
  open: Signal<boolean>
  minimised: Signal<boolean>
  activePin: Signal<Feedback | null>
  submitting: Signal<boolean>
  error: Signal<string | null>
  /** What the live region says (the loader's); `visible` ones are also shown as a notice. */
  announcement: Signal<{ text: string; visible: boolean }>
  /** Reports saved on this device that the server has not stored yet. */
  pending: Signal<PendingReport[]>
  /** The reader chose to hide the pins (remembered in localStorage). */
  pinsHidden: Signal<boolean>
  launcher: { current: HTMLButtonElement | null }
  openPanel(): void
  closePanel(): void
  minimise(): void
  submit(priority: FeedbackPriority): Promise<void>
  isOwn(element: Element): boolean
  /** Signed in: the reporter's own entries, newest first ("My reports"); absent when submit-only. */
  listMyReports?: () => Promise<Feedback[]>
  setPinsHidden(hidden: boolean): void
  /** The report's screenshot and context review (evidence.ts), loaded when the details step first shows. */
  evidence(): Promise<Evidence>
  /** My reports' list and a pin's details: their code, loaded on first use. */
  loadReader(): Promise<Reader>
}
