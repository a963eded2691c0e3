import type {
  FeedbackCategory,
  FeedbackLocation,
  FeedbackPriority,
  FeedbackStatus,
  FeedbackSubcategory,
} from '@ledgerline/sdk'

/** The texts the loader shows by itself: the launcher, the pins and the delivery notices. */
export const coreStrings = {
  launcher: 'Feedback',
  /** Read after the launcher's name; `{count}` is the badge's visible number ("Feedback 3 open"). */
  launcherCount: '{count} open',
  sent: 'Thank you! Your feedback was sent.',
  queued:
    'You seem to be offline, or the server cannot be reached. Your feedback is saved on this device and will be sent when the connection is back.',
  deliveredLater: 'Your saved feedback has now been sent. Thank you!',
  refused: 'Your saved feedback could not be sent: the server refused it.',
  pinLabel: 'Pin {id}, {status}: {message}',
  statuses: {
    open: 'Open',
    locked: 'Locked',
    resolved: 'Resolved',
  } satisfies Record<FeedbackStatus, string>,
}

/** The assistant's texts (loaded with the assistant). */
export const assistantStrings = {
  panelTitle: 'Feedback assistant',
  minimise: 'Minimise',
  restore: 'Restore',
  close: 'Close',
  back: 'Back',
  initialTitle: 'Spotted something on this page?',
  initialText: 'Tell us what is broken or what could be better. It takes less than a minute.',
  start: 'Give feedback',
  categoryTitle: 'What kind of feedback is it?',
  subcategoryTitle: 'What exactly?',
  locationTitle: 'Where on the page?',
  pickerTitle: 'Pick an element',
  pickerHint: 'Click the element your feedback is about (or Tab to it and press Enter). Press Escape to cancel.',
  pickerCancel: 'Cancel',
  detailsTitle: 'Tell us more',
  messageLabel: 'Your message',
  messagePlaceholder: 'What happened, and what did you expect?',
  nameLabel: 'Your name (optional)',
  pickedLabel: 'Selected element',
  continue: 'Continue',
  priorityTitle: 'How urgent is it?',
  sending: 'Sending…',
  failed: 'Sorry, your feedback could not be sent. Please try again.',
  pendingTitle: 'Waiting to be sent: {count}',
  showPins: 'Show feedback pins on the page',
  pinDialogTitle: 'Feedback #{id}',
  pinScreenshot: 'Screenshot sent with this report',
  status: 'Status',
  priority: 'Priority',
  category: 'Category',
  reporter: 'Reporter',
  message: 'Message',
  elementText: 'Element text',
  submitted: 'Submitted',
  notifyEmailLabel: 'Your e-mail, to hear back (optional)',
  notifyEmailInvalid: 'Please enter a valid e-mail address, or leave it empty.',
  myReports: 'My reports',
  myReportsLoading: 'Loading your reports…',
  myReportsFailed: 'Your reports could not be loaded. Please try again.',
  myReportsEmpty: 'You have not sent any feedback yet.',
  myReportsChanged: 'since {date}',
  resolutionNote: 'Note from our team',
  categories: {
    broken: 'Broken',
    improvement: 'Improvement',
    update: 'Update',
    feature: 'Feature',
    navigation: 'Navigation',
  } satisfies Record<FeedbackCategory, string>,
  categoryHints: {
    broken: 'Something does not work',
    improvement: 'It works, but could be better',
    update: 'Something is outdated or wrong',
    feature: 'Something is missing',
    navigation: 'Hard to find or to get around',
  } satisfies Record<FeedbackCategory, string>,
  subcategories: {
    error: 'Error',
    display: 'Display',
    functionality: 'Functionality',
    data: 'Data',
    performance: 'Performance',
    'hard-to-find': 'Hard-to-find',
    confusing: 'Confusing',
    layout: 'Layout',
    links: 'Links',
    mobile: 'Mobile',
    accessibility: 'Accessibility',
    workflow: 'Workflow',
    design: 'Design',
    clarity: 'Clarity',
    automation: 'Automation',
    text: 'Text',
    images: 'Images',
    integration: 'Integration',
    report: 'Report',
    tool: 'Tool',
    communication: 'Communication',
  } satisfies Record<FeedbackSubcategory, string>,
  locations: {
    header: 'Header',
    hero: 'Hero',
    content: 'Content',
    sidebar: 'Sidebar',
    footer: 'Footer',
    specific: 'Specific element',
  } satisfies Record<FeedbackLocation, string>,
  priorities: {
    low: 'Low',
    normal: 'Normal',
    high: 'High',
    urgent: 'Urgent',
  } satisfies Record<FeedbackPriority, string>,
}

/** The screenshot and context review's texts (issue 17; loaded with that part, feedback-widget-evidence.js). */
export const evidenceStrings = {
  screenshot: 'Screenshot',
  screenshotHint: 'Optional. Form fields and private areas of the page are blanked.',
  takeScreenshot: 'Take a screenshot',
  uploadImage: 'Upload an image',
  pasteHint: 'You can also paste an image here.',
  capturing: 'Taking the screenshot…',
  captured: 'Screenshot added. Choose Annotate to mark the problem.',
  captureFailed: 'This page could not be captured. Upload or paste an image instead.',
  badImage: 'Please choose a PNG, JPEG or WebP image.',
  screenshotLabel: 'Screenshot that will be sent, {count} marks',
  annotate: 'Annotate',
  removeScreenshot: 'Remove screenshot',
  screenshotRemoved: 'Screenshot removed.',
  annotateTitle: 'Mark the problem',
  annotateHint:
    'Drag on the image to draw. Keyboard: arrow keys move the shape, Shift with arrow keys resizes it, Enter places it, Escape drops it.',
  surfaceLabel: 'Screenshot to mark',
  tools: { box: 'Box', arrow: 'Arrow' },
  undo: 'Undo',
  clear: 'Clear',
  done: 'Done',
  cancel: 'Cancel',
  shapePlaced: 'Mark placed. Marks: {count}.',
  undone: 'Last mark removed.',
  cleared: 'All marks removed.',
  contextTitle: 'Also sent with your report',
  contextHint: 'Technical details that help us find the problem. Remove anything you do not want to send.',
  remove: 'Remove {part}',
  removed: '{part} removed.',
  contextParts: {
    browser: 'Browser',
    os: 'Operating system',
    viewport: 'Window size',
    language: 'Language',
    timeZone: 'Time zone',
    title: 'Page title',
    referrer: 'Previous page',
    console: 'Console messages',
    network: 'Failed requests',
  },
}

/** Every text the widget shows or announces. `{name}` placeholders are filled in at run time. */
export const defaultStrings = /* #__PURE__ */ Object.assign({}, coreStrings, assistantStrings, evidenceStrings)

export type WidgetStrings = typeof defaultStrings
export type CoreStrings = typeof coreStrings
export type EvidenceStrings = typeof evidenceStrings
/** What the assistant and the reader part show (the evidence part brings its own). */
export type PanelStrings = CoreStrings & typeof assistantStrings

/** What an embedding site may override: any text, and any single label of a group. */
export type StringOverrides = {
  [K in keyof WidgetStrings]?: WidgetStrings[K] extends string ? string : Partial<WidgetStrings[K]>
}

type Group = Record<string, string>

/** The defaults with the site's overrides on top; values that are not strings are ignored. */
export function mergeStrings<T extends object>(overrides: StringOverrides | undefined, base: T): T {
  const merged: Record<string, string | Group> = { ...(base as Record<string, string | Group>) }
  for (const [key, value] of Object.entries(overrides ?? {})) {
    const base = merged[key]
    if (typeof base === 'string') {
      if (typeof value === 'string') merged[key] = value
    } else if (base !== undefined && value !== null && typeof value === 'object') {
      const group: Group = { ...base }
      for (const [label, text] of Object.entries(value)) {
        if (label in group && typeof text === 'string') group[label] = text
      }
      merged[key] = group
    }
  }
  return merged as T
}

/** Fills `{name}` placeholders; numbers are written the language's way (Intl.NumberFormat). */
export function format(template: string, values: Record<string, string | number>, language = 'en'): string {
  const numbers = new Intl.NumberFormat(language, { useGrouping: false })
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    return value === undefined ? whole : typeof value === 'number' ? numbers.format(value) : value
  })
}
