import type { Feedback, FeedbackInput } from '@ledgerline/sdk'
import type { Chunks } from './assistant-load'
import type { Hooks } from './context-hooks'
import type { Language } from './locale'
import type { Outcome, PendingReport } from './outbox'
import type { Reader } from './reader'
import type { CoreStrings } from './strings'
import type { FeedbackWidgetOptions } from './widget'

/**
 * What the loader (launcher, badge, pins, delivery; always on the page) hands the assistant (panel and picker,
 * loaded on first open). Plain functions and values only: in the script tag they are separate bundles.
 */
export interface Bridge {
  view: Window
  host: HTMLElement
  /** The assistant's own element in the shadow root. */
  root: HTMLElement
  /** Adds a style sheet to the shadow root (with the CSP nonce). */
  addStyle(css: string): void
  language: Language
  /** The loader's own texts, in the language and with the site's overrides (the assistant does not carry them). */
  strings: CoreStrings
  /** Lays the language's texts and the site's overrides over the assistant's English defaults. */
  localise<T extends object>(defaults: T): T
  /** The answers typed so far, kept in localStorage (see draft.ts). */
  draft: { read(): unknown; write(json: string | null): void }
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
  /** The site's options (`context`, `screenshot`, `strings`…), as given to init. */
  options: FeedbackWidgetOptions
  /** Loads one of the widget's parts once (its own chunk, with the CSP nonce). */
  load<K extends keyof Chunks>(name: K): Promise<Chunks[K]>
  /** The console and network hooks, installed at start when the site turned either on. */
  hooks?: Promise<Hooks | undefined>
  /** My reports' list and a pin's details: their code, loaded on first use (its own chunk, with the CSP nonce). */
  loadReader(): Promise<Reader>
}

export interface Assistant {
  /** Opens the panel, or closes it when open (the launcher's click). */
  toggle(): void
  openPin(feedback: Feedback): void
  destroy(): void
}

export type MountAssistant = (bridge: Bridge) => Assistant
