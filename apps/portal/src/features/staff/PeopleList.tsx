/** SPEC.md §9: seven fixed staff entries, one of them the administrator. */
export const PEOPLE = [
  { name: 'Alex Morgan', role: 'Administrator' },
  { name: 'Jordan Lee', role: 'Tax Advisor' },
  { name: 'Priya Shah', role: 'Senior Accountant' },
  { name: 'Marcus Bell', role: 'Bookkeeper' },
  { name: 'Elena Ortiz', role: 'Payroll Specialist' },
  { name: 'Sam Whitfield', role: 'Client Manager' },
  { name: 'Noor Haddad', role: 'Associate' },
] as const

export function PeopleList() {
  return (
    <section aria-labelledby="people-heading" className="border-t border-border pt-3">
      <h3 id="people-heading" className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        People
      </h3>
      <ul className="space-y-2">
        {PEOPLE.map((person) => (
          <li key={person.name} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
            >
              {person.name
                .split(' ')
                .map((part) => part[0])
                .join('')}
            </span>
            <span className="min-w-0 flex-1 truncate">{person.name}</span>
            {person.role === 'Administrator' && (
              <span className="text-xs font-semibold text-primary">Administrator</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
