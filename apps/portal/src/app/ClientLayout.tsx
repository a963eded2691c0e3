import { useUnreadNotificationCount } from '@ledgerline/sdk/react'
import { useState } from 'react'
import { Outlet } from 'react-router-dom'
import { Icon } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { NotificationPanel } from '@/features/staff/NotificationPanel'
import { ClientHeaderExtras } from '@/lib/client-header'

/**
 * Client pages with the portal's notification bell and panel in their header: a reporter hears there when staff
 * lock or resolve their feedback (issue 18). The unread count is polled as on the staff side.
 */
export default function ClientLayout() {
  const [open, setOpen] = useState(false)
  const { data } = useUnreadNotificationCount()
  const unread = data?.count ?? 0
  const bell = (
    <Button
      variant="outline"
      size="sm"
      className="relative"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      aria-expanded={open}
      aria-controls="notification-panel"
      onClick={() => setOpen((value) => !value)}
    >
      <Icon name="bell" />
      {unread > 0 && (
        <span
          aria-label={`${unread} unread notifications`}
          className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold text-destructive-foreground"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Button>
  )
  return (
    <ClientHeaderExtras.Provider value={bell}>
      <Outlet />
      {open && (
        <div className="fixed inset-y-0 right-0 z-40 flex w-full max-w-sm sm:w-80">
          <NotificationPanel onClose={() => setOpen(false)} />
        </div>
      )}
    </ClientHeaderExtras.Provider>
  )
}
