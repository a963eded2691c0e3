/** @jsxImportSource preact */
import type { WidgetContext } from '../context'

/** A site visitor's optional address, to be told by e-mail when staff lock or resolve the entry (issue 18). */
export function NotifyEmailField({ ctx }: { ctx: WidgetContext }) {
  const { flow, strings } = ctx
  const invalid = !flow.emailValid.value
  return (
    <label>
      {strings.notifyEmailLabel}
      <input
        type="email"
        autoComplete="email"
        maxLength={320}
        value={flow.notifyEmail.value}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'll-email-error' : undefined}
        onInput={(event) => (flow.notifyEmail.value = event.currentTarget.value)}
      />
      {invalid && (
        <span id="ll-email-error" class="error">
          {strings.notifyEmailInvalid}
        </span>
      )}
    </label>
  )
}
