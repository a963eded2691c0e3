import { useId, type ComponentProps } from 'react'
import { Input } from './input'
import { Label } from './label'

export type FieldProps = {
  label: string
  /** Called with the input's new text (instead of handling the change event). */
  onValue?: (value: string) => void
} & ComponentProps<'input'>

/** A labelled input: the label is tied to the input so that it names it. */
export function Field({ label, className, onValue, onChange, ...props }: FieldProps) {
  const id = useId()
  return (
    <div className={className ?? 'space-y-2'}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        onChange={(event) => {
          onChange?.(event)
          onValue?.(event.target.value)
        }}
        {...props}
      />
    </div>
  )
}

/** The sign-in e-mail input, as password managers recognise it. */
export const EMAIL_INPUT = { name: 'email', type: 'email', autoComplete: 'email', required: true } as const

/** The current-password input of a sign-in form. */
export const PASSWORD_INPUT = {
  name: 'password',
  type: 'password',
  autoComplete: 'current-password',
  required: true,
} as const
