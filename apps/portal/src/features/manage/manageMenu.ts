// SPEC.md §2.12: the grouped left menu of /manage and its selection rule.

export interface MenuEntry {
  id: string
  label: string
  /** Fixed sample figures (SPEC.md §9). */
  badge?: number
}

export interface MenuItem extends MenuEntry {
  children: MenuEntry[]
}

export const MANAGE_MENU: readonly MenuItem[] = [
  {
    id: 'engagement',
    label: 'Engagement',
    children: [
      { id: 'clients', label: 'Clients' },
      { id: 'internal-teams', label: 'Internal Teams' },
      { id: 'pending-invites', label: 'Pending Invites', badge: 3 },
    ],
  },
  { id: 'contact-updates', label: 'Contact Updates', badge: 94, children: [] },
  {
    id: 'reports',
    label: 'Reports',
    children: [
      { id: 'reports-conversations', label: 'Conversations' },
      { id: 'reports-actions', label: 'Actions' },
      { id: 'reports-clients', label: 'Clients' },
      { id: 'reports-internal-users', label: 'Internal Users' },
      { id: 'reports-flow-performance', label: 'Flow Performance' },
    ],
  },
  { id: 'calendar', label: 'Calendar', children: [] },
  { id: 'contacts', label: 'Contacts', children: [] },
  { id: 'broadcast', label: 'Broadcast', children: [] },
  { id: 'audit', label: 'Audit', children: [] },
]

export interface MenuState {
  top: string
  child: string | null
  expanded: readonly string[]
}

export type MenuAction =
  | { type: 'select-top'; id: string }
  | { type: 'select-child'; top: string; id: string }
  | { type: 'toggle'; id: string }

function findTop(id: string): MenuItem | undefined {
  return MANAGE_MENU.find((item) => item.id === id)
}

/** Groups start expanded; the first group's first child (Clients) is open. */
export const initialMenuState: MenuState = {
  top: 'engagement',
  child: 'clients',
  expanded: MANAGE_MENU.filter((item) => item.children.length > 0).map((item) => item.id),
}

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'select-top': {
      const item = findTop(action.id)
      if (!item) return state
      const first = item.children[0]?.id ?? null
      // A selected child must be visible, so selecting a collapsed group opens it.
      const expanded = first && !state.expanded.includes(item.id) ? [...state.expanded, item.id] : state.expanded
      return { top: item.id, child: first, expanded }
    }
    case 'select-child': {
      const item = findTop(action.top)
      if (!item?.children.some((child) => child.id === action.id)) return state
      return { ...state, top: item.id, child: action.id }
    }
    case 'toggle': {
      const expanded = state.expanded.includes(action.id)
        ? state.expanded.filter((id) => id !== action.id)
        : [...state.expanded, action.id]
      return { ...state, expanded }
    }
  }
}

/** The view the main area shows: the selected child, or the top item when it has none. */
export function activeView(state: MenuState): string {
  return state.child ?? state.top
}
