// The npm entry: `import { init } from '@ledgerline/feedback-widget'`. Importing it mounts nothing.
export { init, COUNT_POLL_MS } from './widget'
export type { FeedbackWidget, FeedbackWidgetOptions, WidgetTheme } from './widget'
export type { WidgetClient } from './context'
export { defaultStrings } from './strings'
export type { StringOverrides, WidgetStrings } from './strings'
export type { FlowStep } from './flow'
export type { PickedElement } from './capture'
