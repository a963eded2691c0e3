import { useCurrentUser, useUnreadNotificationCount } from '@ledgerline/sdk/react'
import type { CurrentUser } from '@ledgerline/sdk'
import { Avatar } from 'radix-ui'
import { NavLink } from 'react-router-dom'
import { Icon, type IconName } from '@/components/icons'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Input } from '@/components/ui/input'
import { PreviewButton, PreviewMenuItem } from '@/components/ui/preview'
import { WithTooltip } from '@/components/ui/tooltip'
import { browser } from '@/lib/browser'
import { cn } from '@/lib/cn'
import { nextTheme, usePreferences, type Theme } from '@/lib/preferences'

/** SPEC.md §2.1: the top bar links these pages for every user. */
export const TOP_BAR_LINKS = [
  { to: '/staff', label: 'Home' },
  { to: '/library', label: 'Library' },
  { to: '/manage', label: 'Manage' },
  { to: '/admin', label: 'Admin' },
  { to: '/feedback-admin', label: 'Feedback Admin' },
] as const

const NEW_MENU_ITEMS = ['New Document', 'New Client', 'New Task', 'New Conversation'] as const

const THEME_ICONS: Record<Theme, IconName> = { light: 'sun', dark: 'moon', system: 'monitor' }
const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' }

/** SPEC.md §9: the second badge shows a fixed sample figure. */
const MESSAGES_SAMPLE_COUNT = 1

export function initialsOf(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'username'>): string {
  const initials = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase()
  return initials || (user.username[0] ?? '?').toUpperCase()
}

/** A count on an icon button; its words (`suffix`, for screen readers) follow the visible figure, so the button's name holds it. */
function CountBadge({ count, suffix, testId }: { count: number; suffix: string; testId: string }) {
  return (
    <>
      <span
        data-testid={testId}
        className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold text-destructive-foreground"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only"> {suffix}</span>
    </>
  )
}

export function TopBar({
  notificationsOpen,
  onToggleNotifications,
}: {
  notificationsOpen: boolean
  onToggleNotifications: () => void
}) {
  const { data: user } = useCurrentUser()
  const { data: unread } = useUnreadNotificationCount({ enabled: Boolean(user) })
  const [{ theme, layout }, setPreferences] = usePreferences()
  const unreadCount = unread?.count ?? 0
  const themeAfter = nextTheme(theme)
  const themeLabel = `Theme: ${THEME_LABELS[theme]}. Switch to ${THEME_LABELS[themeAfter]}`

  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-border bg-surface px-2 sm:gap-3 sm:px-4">
      {/* Named by its visible word (WCAG 2.5.3); on a phone the word is there for screen readers only. */}
      <NavLink to="/" className="flex shrink-0 items-center gap-2 rounded font-semibold">
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded bg-primary text-primary-foreground"
        >
          L
        </span>
        <span className="sr-only sm:not-sr-only">Ledgerline</span>
      </NavLink>

      <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
        {TOP_BAR_LINKS.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={({ isActive }) =>
              cn(
                'rounded px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
                isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
              )
            }
          >
            {link.label}
          </NavLink>
        ))}
      </nav>

      {/* Narrow screens: the same links in a menu. */}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="toolbar" className="lg:hidden" aria-label="Menu">
            <Icon name="menu" className="h-4 w-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {TOP_BAR_LINKS.map((link) => (
            <DropdownMenuItem key={link.to} asChild>
              <NavLink to={link.to}>{link.label}</NavLink>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>

      <form
        role="search"
        className="relative ml-auto hidden max-w-xs flex-1 md:block"
        onSubmit={(event) => event.preventDefault()}
      >
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search"
          placeholder="Search clients, documents..."
          className="pl-9"
          // SPEC.md §2.3: the search only logs what is typed; it makes no call.
          onChange={(event) => console.log('Search:', event.target.value)}
        />
      </form>

      <div className="ml-auto flex items-center gap-0.5 sm:gap-1 md:ml-0">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="toolbar" className="sm:px-3">
              <Icon name="plus" className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only">New</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {/* SPEC.md §2.3: the items have no actions; each says so. */}
            {NEW_MENU_ITEMS.map((item) => (
              <PreviewMenuItem key={item} action={item}>
                {item}
              </PreviewMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>

        <WithTooltip label={layout === 'sidebar' ? 'Switch to card layout' : 'Switch to sidebar layout'}>
          <Button
            variant="ghost"
            size="toolbar"
            aria-label={layout === 'sidebar' ? 'Switch to card layout' : 'Switch to sidebar layout'}
            onClick={() => setPreferences({ layout: layout === 'sidebar' ? 'card' : 'sidebar' })}
          >
            <Icon name={layout === 'sidebar' ? 'sidebar' : 'grid'} />
          </Button>
        </WithTooltip>

        <WithTooltip label={themeLabel}>
          <Button
            variant="ghost"
            size="toolbar"
            aria-label={themeLabel}
            data-theme-choice={theme}
            onClick={() => setPreferences({ theme: themeAfter })}
          >
            <Icon name={THEME_ICONS[theme]} />
          </Button>
        </WithTooltip>

        <Button
          variant="ghost"
          size="toolbar"
          className="relative"
          aria-expanded={notificationsOpen}
          aria-controls="notification-panel"
          onClick={onToggleNotifications}
        >
          <Icon name="bell" />
          <span className="sr-only">Notifications</span>
          {unreadCount > 0 && <CountBadge count={unreadCount} suffix="unread" testId="notifications-badge" />}
        </Button>

        <PreviewButton variant="ghost" size="toolbar" className="relative" action="Messages">
          <Icon name="message" />
          <span className="sr-only">Messages</span>
          <CountBadge count={MESSAGES_SAMPLE_COUNT} suffix="new" testId="messages-badge" />
        </PreviewButton>

        {user && <UserMenu user={user} />}
      </div>
    </header>
  )
}

function UserMenu({ user }: { user: CurrentUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="ml-0.5 shrink-0 rounded-full sm:ml-1 focus-visible:outline-2 focus-visible:outline-ring cursor-pointer"
        >
          <Avatar.Root className="flex h-8 w-8 items-center sm:h-9 sm:w-9 justify-center overflow-hidden rounded-full bg-accent text-sm font-semibold text-accent-foreground">
            {user.profileImageUrl && (
              <Avatar.Image src={user.profileImageUrl} alt="" className="h-full w-full object-cover" />
            )}
            <Avatar.Fallback delayMs={user.profileImageUrl ? 600 : undefined}>{initialsOf(user)}</Avatar.Fallback>
          </Avatar.Root>
          <span className="sr-only">User menu</span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <span className="block">{name}</span>
          <span className="block text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <PreviewMenuItem action="Profile">
          <Icon name="user" className="h-4 w-4" />
          Profile
        </PreviewMenuItem>
        <PreviewMenuItem action="Settings">
          <Icon name="settings" className="h-4 w-4" />
          Settings
        </PreviewMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => browser.assign('/api/logout')}>
          <Icon name="logout" className="h-4 w-4" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
