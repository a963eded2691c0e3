/** @jsxImportSource preact */
const paths = {
  chat: 'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
  close: 'M6 6l12 12M18 6L6 18',
  minimise: 'M5 12h14',
  back: 'M15 5l-7 7 7 7',
  lock: 'M8 11V8a4 4 0 0 1 8 0v3M6 11h12v9H6z',
}

/** A decorative stroke icon; the button around it carries the accessible name. */
export function Icon({ name, size = 18 }: { name: keyof typeof paths; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
