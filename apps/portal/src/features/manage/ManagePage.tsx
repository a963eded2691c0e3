import { useId, useReducer, useState } from 'react'
import { Icon } from '@/components/icons'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Sheet } from '@/components/ui/sheet'
import { cn } from '@/lib/cn'
import { ClientsView } from './ClientsView'
import {
  MANAGE_MENU,
  activeView,
  initialMenuState,
  menuReducer,
  type MenuAction,
  type MenuEntry,
  type MenuState,
} from './manageMenu'

export default function ManagePage() {
  const [state, dispatch] = useReducer(menuReducer, initialMenuState)
  const [menuOpen, setMenuOpen] = useState(false)
  const view = activeView(state)
  // On a phone the menu waits behind a button and closes once an item is picked, so the content comes first.
  const pick = (action: MenuAction) => {
    dispatch(action)
    if (action.type !== 'toggle') setMenuOpen(false)
  }
  return (
    <div className="mx-auto max-w-7xl p-4 sm:p-6">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Manage</h1>
        <Sheet
          title="Manage menu"
          open={menuOpen}
          onOpenChange={setMenuOpen}
          trigger={
            <Button variant="outline" size="sm" className="md:hidden">
              <Icon name="menu" className="h-4 w-4" />
              {labelOf(view, state)}
            </Button>
          }
        >
          <ManageMenu state={state} onAction={pick} />
        </Sheet>
      </div>
      <div className="flex flex-col gap-6 md:flex-row">
        <nav aria-label="Manage" className="hidden w-64 shrink-0 md:block">
          <ManageMenu state={state} onAction={dispatch} />
        </nav>
        <section aria-label="Manage content" className="min-w-0 flex-1">
          <ManageView view={view} state={state} />
        </section>
      </div>
    </div>
  )
}

function ManageMenu({ state, onAction }: { state: MenuState; onAction: (action: MenuAction) => void }) {
  const groupPrefix = useId()
  return (
    <ul className="flex flex-col gap-1">
      {MANAGE_MENU.map((item) => {
        const expandable = item.children.length > 0
        const expanded = state.expanded.includes(item.id)
        const groupId = `${groupPrefix}-${item.id}`
        return (
          <li key={item.id}>
            <div className="flex items-center">
              <MenuButton
                entry={item}
                strong
                current={state.top === item.id && state.child === null}
                selected={state.top === item.id}
                onClick={() => onAction({ type: 'select-top', id: item.id })}
              />
              {expandable && (
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={groupId}
                  aria-label={`${expanded ? 'Collapse' : 'Expand'} ${item.label}`}
                  onClick={() => onAction({ type: 'toggle', id: item.id })}
                  className="ml-1 flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span aria-hidden="true" className={cn('transition-transform', expanded ? 'rotate-90' : '')}>
                    ›
                  </span>
                </button>
              )}
            </div>
            {expandable && expanded && (
              <ul
                id={groupId}
                aria-label={item.label}
                className="mt-1 ml-3 flex flex-col gap-1 border-l border-border pl-2"
              >
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuButton
                      entry={child}
                      current={state.top === item.id && state.child === child.id}
                      selected={state.top === item.id && state.child === child.id}
                      onClick={() => onAction({ type: 'select-child', top: item.id, id: child.id })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ul>
  )
}

interface MenuButtonProps {
  entry: MenuEntry
  strong?: boolean
  /** The entry whose view is shown. */
  current: boolean
  /** Highlighted: the current entry, or the group that holds it. */
  selected: boolean
  onClick: () => void
}

function MenuButton({ entry, strong = false, current, selected, onClick }: MenuButtonProps) {
  return (
    <button
      type="button"
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      className={cn(
        'flex h-9 min-w-0 flex-1 cursor-pointer items-center justify-between gap-2 rounded px-2 text-left text-sm w-full',
        'focus-visible:outline-2 focus-visible:outline-ring hover:bg-muted',
        strong && 'font-semibold',
        current ? 'bg-accent text-accent-foreground' : selected ? 'text-primary' : 'text-foreground',
      )}
    >
      <span className="truncate">{entry.label}</span>
      {entry.badge !== undefined && <Badge variant="secondary">{entry.badge}</Badge>}
    </button>
  )
}

function labelOf(view: string, state: MenuState): string {
  const top = MANAGE_MENU.find((item) => item.id === state.top)
  const entry = top?.id === view ? top : top?.children.find((child) => child.id === view)
  return entry?.label ?? view
}

function ManageView({ view, state }: { view: string; state: MenuState }) {
  if (view === 'clients') return <ClientsView />
  if (view === 'contact-updates') {
    return (
      <>
        <div className="mb-4 flex items-center gap-3">
          <h2 className="text-2xl font-bold tracking-tight">Contact Updates</h2>
          <Badge variant="destructive">94 Pending</Badge>
        </div>
        <Card className="p-10 text-center text-muted-foreground">
          Contact detail changes submitted by clients will be listed here for review.
        </Card>
      </>
    )
  }
  return (
    <>
      <h2 className="mb-4 text-2xl font-bold tracking-tight">{labelOf(view, state)}</h2>
      <Card className="flex flex-col items-center gap-1 p-10 text-center">
        <p className="text-lg font-semibold">Coming Soon</p>
        <p className="text-sm text-muted-foreground">This section is under development.</p>
      </Card>
    </>
  )
}
