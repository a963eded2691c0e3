import type { Feedback } from '@ledgerline/sdk'
import { paths } from './icons'
import { format, type PanelStrings } from './strings'
import readerCss from './styles/reader.css?inline'

// What only signed-in readers use, in its own file so the assistant does not carry it: "My reports"' list and a
// pin's details (feedback-widget-reader.js with the script tag). Plain DOM; user text goes in as text only.

/** The assistant's loaded reader part. */
export interface Reader {
  /** Its style sheet, which the loader adds to the shadow root when the part first loads. */
  css: string
  renderReports: typeof renderReports
  showPinDialog: typeof showPinDialog
}

export const css = readerCss

/**
 * Where stored screenshots are: the server this part came from (the script tag's, whose chunks are served next to
 * the API), or this page's origin when the part is bundled (the portal).
 */
const script = typeof document === 'undefined' ? null : document.currentScript
const imageBase = script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : ''

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text = '', className = '') {
  const made = doc.createElement(tag)
  made.textContent = text
  if (className) made.className = className
  return made
}

/** The message's first line, shortened, so each entry stays one glance. */
function excerpt(message: string): string {
  const line = message.trim().split(/\r?\n/)[0] ?? ''
  return line.length > 90 ? `${line.slice(0, 89)}…` : line
}

/**
 * "My reports"' entries (issue 18), in `container`: each with its status, the date it changed and staff's note,
 * or a line saying there are none.
 */
export function renderReports(container: HTMLElement, entries: Feedback[], strings: PanelStrings): void {
  const doc = container.ownerDocument
  if (entries.length === 0) {
    container.replaceChildren(element(doc, 'p', strings.myReportsEmpty, 'muted'))
    return
  }
  const list = element(doc, 'ul')
  list.setAttribute('aria-label', strings.myReports)
  for (const entry of entries) {
    const changed = entry.statusChangedAt ?? entry.createdAt
    const item = element(doc, 'li')
    item.dataset.report = String(entry.id)
    const time = element(
      doc,
      'time',
      format(strings.myReportsChanged, { date: new Date(changed).toLocaleDateString() }),
    )
    time.className = 'muted'
    time.dateTime = changed
    const heading = element(doc, 'p')
    heading.append(
      element(doc, 'strong', `#${entry.id}`),
      ' ',
      element(doc, 'span', strings.statuses[entry.status] ?? entry.status, `status ${entry.status}`),
      ' ',
      time,
    )
    item.append(heading, element(doc, 'p', excerpt(entry.message), 'muted'))
    if (entry.resolutionNote)
      item.append(element(doc, 'p', `${strings.resolutionNote}: ${entry.resolutionNote}`, 'note'))
    list.append(item)
  }
  container.replaceChildren(list)
}

/**
 * The details of one pinned entry, as a modal dialog in `container`: focus goes to its close button (its only
 * control, so Tab stays there); Escape or the button calls `close`. Answers a function that removes it.
 */
export function showPinDialog(
  container: HTMLElement,
  feedback: Feedback,
  strings: PanelStrings,
  language: string,
  close: () => void,
): () => void {
  const doc = container.ownerDocument
  const category = strings.categories[feedback.category] ?? feedback.category
  const subcategory = feedback.subcategory
    ? ` / ${strings.subcategories[feedback.subcategory as keyof typeof strings.subcategories] ?? feedback.subcategory}`
    : ''
  const rows: [string, string][] = [
    [strings.status, strings.statuses[feedback.status] ?? feedback.status],
    [strings.priority, strings.priorities[feedback.priority] ?? feedback.priority],
    [strings.category, category + subcategory],
    [strings.reporter, feedback.reporterName],
    [strings.message, feedback.message],
    [strings.elementText, feedback.elementText ?? '–'],
    [
      strings.submitted,
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(feedback.createdAt),
      ),
    ],
  ]
  if (feedback.resolutionNote) rows.push([strings.resolutionNote, feedback.resolutionNote])

  const dialog = element(doc, 'section', '', 'layer panel dialog')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  dialog.setAttribute('aria-labelledby', 'll-pin-title')
  const title = element(doc, 'h2', format(strings.pinDialogTitle, { id: feedback.id }, language))
  title.id = 'll-pin-title'
  const button = element(doc, 'button', '', 'icon')
  button.type = 'button'
  button.setAttribute('aria-label', strings.close)
  // A fixed icon of ours, no user text.
  button.innerHTML = `<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${paths.close}"/></svg>`
  button.addEventListener('click', close)
  const bar = element(doc, 'div', '', 'bar')
  bar.append(title, button)
  const list = element(doc, 'dl')
  for (const [term, value] of rows) list.append(element(doc, 'dt', term), element(doc, 'dd', value))
  const body = element(doc, 'div', '', 'body')
  body.append(list)
  if (feedback.screenshotUrl) {
    // The image the reporter sent (issue 17), read with the reader's session like the entry itself.
    const image = element(doc, 'img', '', 'shot')
    image.src = imageBase + feedback.screenshotUrl
    image.alt = strings.pinScreenshot
    body.append(image)
  }
  dialog.append(bar, body)
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close()
    if (event.key === 'Tab') event.preventDefault()
  })
  container.append(dialog)
  button.focus()
  return () => dialog.remove()
}
