import { useState, type ReactNode } from 'react'
import { TooltipProvider } from '@/components/ui/tooltip'
import { NotificationPanel } from '@/features/staff/NotificationPanel'
import { TopBar } from './TopBar'

/** The top bar above a page, and the notification panel the bell opens on the right (open state is not persisted). */
export function TopBarShell({ children }: { children: ReactNode }) {
  const [notificationsOpen, setNotificationsOpen] = useState(false)
  return (
    // Only the pages under the top bar have tooltips: their provider (and Radix's positioning code) stays off the
    // first screen.
    <TooltipProvider>
      <div className="flex min-h-page flex-col bg-background">
        <TopBar
          notificationsOpen={notificationsOpen}
          onToggleNotifications={() => setNotificationsOpen((open) => !open)}
        />
        <div className="relative flex min-h-0 flex-1">
          <div className="min-w-0 flex-1">{children}</div>
          {notificationsOpen && <NotificationPanel onClose={() => setNotificationsOpen(false)} />}
        </div>
      </div>
    </TooltipProvider>
  )
}
