import type { Notification, NotificationType } from '@ledgerline/sdk'
import { useMarkNotificationRead, useNotifications } from '@ledgerline/sdk/react'
import { Icon } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { QueryState } from '@/components/ui/query-state'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatRelativeTime } from '@/lib/dates'

const TYPE_COLORS: Record<NotificationType, string> = {
  info: 'bg-blue-500',
  warning: 'bg-yellow-500',
  success: 'bg-green-500',
  error: 'bg-red-500',
}

/** SPEC.md §4: an unknown type shows as info. */
function colorOf(type: string): string {
  return TYPE_COLORS[type as NotificationType] ?? TYPE_COLORS.info
}

/** The right-hand panel the bell opens. It is mounted only while open, so the list is fetched only then. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { data: notifications, isLoading, error } = useNotifications({ enabled: true })
  const markRead = useMarkNotificationRead()

  return (
    <aside
      id="notification-panel"
      aria-label="Notifications"
      className="absolute inset-y-0 right-0 z-30 flex w-full max-w-sm flex-col border-l border-border bg-surface shadow-lg sm:w-80 lg:static lg:shadow-none"
    >
      <header className="flex items-center justify-between border-b border-border px-4 py-3">
        <h2 className="font-semibold">Notifications</h2>
        <Button variant="ghost" size="icon" aria-label="Close notifications" onClick={onClose}>
          <Icon name="x" className="h-4 w-4" />
        </Button>
      </header>
      <div className="flex-1 overflow-y-auto">
        <QueryState
          data={notifications}
          error={error}
          isLoading={isLoading}
          errorText="Notifications could not be loaded."
          loading={
            <div className="space-y-3 p-4">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-14" />
              ))}
            </div>
          }
          empty={<p className="p-8 text-center text-sm text-muted-foreground">No notifications</p>}
        >
          {(items) => (
            <ul className="divide-y divide-border">
              {items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={() => {
                    if (!notification.read) void markRead.trigger(notification.id).catch(() => undefined)
                  }}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </aside>
  )
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-read={notification.read}
        className={cn(
          'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring cursor-pointer',
          notification.read && 'opacity-60',
        )}
      >
        <span aria-hidden="true" className={cn('mt-1.5 h-2 w-2 shrink-0 rounded-full', colorOf(notification.type))} />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm', notification.read ? 'font-normal' : 'font-semibold')}>
            {notification.title}
            {!notification.read && <span className="sr-only"> (unread)</span>}
          </span>
          {notification.description && (
            <span className="block text-sm text-muted-foreground">{notification.description}</span>
          )}
          <span className="mt-1 block text-xs text-muted-foreground">{formatRelativeTime(notification.createdAt)}</span>
        </span>
      </button>
    </li>
  )
}
