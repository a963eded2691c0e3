import type { Feedback, FeedbackInput } from '@ledgerline/sdk'
import type { Language } from './locale'
import type { Outcome, PendingReport } from './outbox'
import type { StringOverrides } from './strings'

/**
 * What the loader (launcher, badge, pins, delivery; always on the page) hands the assistant (panel, picker and
 * pin details; loaded on first open). Plain functions and values only: in the script tag they are two bundles.
 */
export interface Bridge {
  view: Window
  host: HTMLElement
  /** The assistant's own element in the shadow root. */
  root: HTMLElement
  /** Adds a style sheet to the shadow root (with the CSP nonce). */
  addStyle(css: string): void
  language: Language
  /** The language's texts and the site's overrides, to lay over the English defaults. */
  texts: StringOverrides
  overrides: StringOverrides | undefined
  /** Signed-in (portal) mode: pins and the count badge. False when embedded with a site key: submit-only. */
  readable: boolean
  launcher: HTMLButtonElement
  isOwn(element: Element): boolean
  /** Says `text` through the live region; `visible` shows it as a notice for a few seconds. */
  announce(text: string, visible?: boolean): void
  setExpanded(expanded: boolean): void
  /** Saves and sends one report (see outbox.ts); the loader calls onSubmitted and refreshes pins and count. */
  submit(input: FeedbackInput): Promise<Outcome>
  pending(): PendingReport[]
  onPending(listener: (pending: PendingReport[]) => void): () => void
  pinsHidden(): boolean
  setPinsHidden(hidden: boolean): void
  /** Signed in: the reporter's own entries, newest first ("My reports"); absent when submit-only. */
  listMyReports?: () => Promise<Feedback[]>
}

export interface Assistant {
  /** Opens the panel, or closes it when open (the launcher's click). */
  toggle(): void
  openPin(feedback: Feedback): void
  destroy(): void
}

export type MountAssistant = (bridge: Bridge) => Assistant
