import { useState } from 'react'
import { Icon, type IconName } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { WithTooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'
import { usePreferences } from '@/lib/preferences'
import { useMediaQuery } from '@/lib/use-media-query'
import { ConversationDrawer } from './ConversationDrawer'
import { StaffDashboard } from './StaffDashboard'

export type StaffView =
  | 'timeline'
  | 'dashboard'
  | 'requests'
  | 'flows'
  | 'content'
  | 'milestones'
  | 'files'
  | 'calendar'
  | 'actions'
  | 'clients'
  | 'teams'
  | 'audit'

/** SPEC.md §2.6: timeline and dashboard show the staff dashboard; the others are coming soon, with these titles. */
type StaffViewEntry = { view: StaffView; label: string; icon: IconName }

const DASHBOARD_VIEW: StaffViewEntry = { view: 'dashboard', label: 'Dashboard', icon: 'home' }

export const STAFF_VIEWS: StaffViewEntry[] = [
  { view: 'timeline', label: 'Timeline', icon: 'clock' },
  DASHBOARD_VIEW,
  { view: 'requests', label: 'Requests', icon: 'inbox' },
  { view: 'flows', label: 'Flows', icon: 'flow' },
  { view: 'content', label: 'Content Library', icon: 'book' },
  { view: 'milestones', label: 'Milestones', icon: 'flag' },
  { view: 'files', label: 'Files', icon: 'file' },
  { view: 'calendar', label: 'Calendar', icon: 'calendar' },
  { view: 'actions', label: 'Actions', icon: 'check' },
  { view: 'clients', label: 'Clients', icon: 'users' },
  { view: 'teams', label: 'Internal Teams', icon: 'team' },
  { view: 'audit', label: 'Audit', icon: 'list' },
]

export default function StaffWorkspacePage() {
  const [{ layout, sidebarCollapsed }, setPreferences] = usePreferences()
  // Not persisted (SPEC.md §3): every visit starts on the dashboard with the drawer closed.
  const [activeView, setActiveView] = useState<StaffView>('dashboard')
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [sheetOpen, setSheetOpen] = useState(false)
  const active = STAFF_VIEWS.find((entry) => entry.view === activeView) ?? DASHBOARD_VIEW
  // Tailwind's sm: the rail from there up; below, its buttons wait behind the Workspace button and are not rendered
  // at all (thirteen buttons with their tooltips: a phone's first screen does not pay for them).
  const wide = useMediaQuery('(min-width: 640px)')
  const toggleDrawer = () => setDrawerOpen((open) => !open)

  return (
    <div className="relative flex min-h-[calc(100dvh-4rem-var(--banner-height))]">
      {layout === 'sidebar' && wide && (
        // On a phone the rail gives its 56 px back to the content: its buttons wait behind the Workspace button.
        <nav
          aria-label="Workspace"
          className={cn(
            'hidden shrink-0 flex-col gap-1 border-r border-border bg-surface p-2 sm:flex',
            sidebarCollapsed ? 'w-14' : 'w-52',
          )}
        >
          <WorkspaceButtons
            collapsed={sidebarCollapsed}
            drawerOpen={drawerOpen}
            activeView={activeView}
            onToggleDrawer={toggleDrawer}
            onView={setActiveView}
          />
          <button
            type="button"
            onClick={() => setPreferences({ sidebarCollapsed: !sidebarCollapsed })}
            aria-label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            className="mt-auto flex h-10 items-center justify-center rounded text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring cursor-pointer"
          >
            <Icon name={sidebarCollapsed ? 'chevronRight' : 'chevronLeft'} className="h-4 w-4" />
          </button>
        </nav>
      )}
      {drawerOpen && <ConversationDrawer onClose={() => setDrawerOpen(false)} />}
      <main className="min-w-0 flex-1 p-4 sm:p-6">
        {layout === 'sidebar' && (
          <Sheet
            title="Workspace"
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            trigger={
              <Button variant="outline" size="sm" className="mb-4 sm:hidden">
                <Icon name="menu" className="h-4 w-4" />
                Workspace: {active.label}
              </Button>
            }
          >
            <nav aria-label="Workspace" className="flex flex-col gap-1">
              <WorkspaceButtons
                collapsed={false}
                drawerOpen={drawerOpen}
                activeView={activeView}
                onToggleDrawer={() => {
                  setSheetOpen(false)
                  toggleDrawer()
                }}
                onView={(view) => {
                  setSheetOpen(false)
                  setActiveView(view)
                }}
              />
            </nav>
          </Sheet>
        )}
        {layout === 'card' && (
          <nav aria-label="Workspace" className="mb-6 flex flex-wrap gap-2">
            <button
              type="button"
              aria-pressed={drawerOpen}
              onClick={toggleDrawer}
              className="rounded border border-border bg-surface px-3 py-2 text-sm hover:bg-muted cursor-pointer"
            >
              Conversations
            </button>
            {STAFF_VIEWS.map((entry) => (
              <button
                key={entry.view}
                type="button"
                aria-pressed={entry.view === activeView}
                onClick={() => setActiveView(entry.view)}
                className={cn(
                  'rounded border px-3 py-2 text-sm cursor-pointer',
                  entry.view === activeView
                    ? 'border-primary bg-accent text-accent-foreground'
                    : 'border-border bg-surface hover:bg-muted',
                )}
              >
                {entry.label}
              </button>
            ))}
          </nav>
        )}
        {activeView === 'timeline' || activeView === 'dashboard' ? (
          <StaffDashboard />
        ) : (
          <section className="flex flex-col items-center justify-center gap-2 py-24 text-center">
            <h1 className="text-2xl font-bold">{active.label}</h1>
            <p className="text-muted-foreground">Coming soon</p>
          </section>
        )}
      </main>
    </div>
  )
}

/** The rail's buttons (also in the phone's Workspace sheet): the conversation drawer, then every view. */
function WorkspaceButtons({
  collapsed,
  drawerOpen,
  activeView,
  onToggleDrawer,
  onView,
}: {
  collapsed: boolean
  drawerOpen: boolean
  activeView: StaffView
  onToggleDrawer: () => void
  onView: (view: StaffView) => void
}) {
  const railButton = (label: string, icon: IconName, pressed: boolean, onClick: () => void) => (
    <WithTooltip key={label} label={label}>
      <button
        type="button"
        aria-label={collapsed ? label : undefined}
        aria-pressed={pressed}
        onClick={onClick}
        className={cn(
          'flex h-10 shrink-0 items-center gap-3 rounded px-2.5 text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring cursor-pointer',
          pressed ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
        )}
      >
        <Icon name={icon} className="h-5 w-5 shrink-0" />
        {!collapsed && <span className="truncate">{label}</span>}
      </button>
    </WithTooltip>
  )
  return (
    <>
      {railButton('Conversations', 'message', drawerOpen, onToggleDrawer)}
      <hr className="my-1 border-border" />
      {STAFF_VIEWS.map((entry) =>
        railButton(entry.label, entry.icon, entry.view === activeView, () => onView(entry.view)),
      )}
    </>
  )
}
