import { useId, type ComponentProps } from 'react'
import { Input } from './input'
import { Label } from './label'

/** A labelled input: the label is tied to the input so that it names it. */
export function Field({ label, className, ...props }: { label: string } & ComponentProps<'input'>) {
  const id = useId()
  return (
    <div className={className ?? 'space-y-2'}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  )
}
