import type { ComponentType } from 'react'

type ScreenModule = { default: ComponentType }

const loadedScreens = new Map<() => Promise<ScreenModule>, ComponentType>()

/**
 * A screen's loader, asked once (a failure may be retried), that remembers the component once it has arrived: a
 * preloaded screen then renders at once instead of suspending first (routes.tsx).
 */
function loader<T extends ScreenModule>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  const once = () =>
    (pending ??= load().then(
      (module) => {
        loadedScreens.set(once, module.default)
        return module
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  return once
}

/** The component of a screen whose code has already arrived, else undefined. */
export function loadedScreen(load: () => Promise<ScreenModule>): ComponentType | undefined {
  return loadedScreens.get(load)
}

/** Every screen's chunk (routes.tsx makes them lazy components). */
export const screens = {
  clientLogin: loader(() => import('@/features/auth/ClientLoginPage')),
  staffLogin: loader(() => import('@/features/auth/StaffLoginPage')),
  staffLayout: loader(() => import('./StaffLayout')),
  clientLayout: loader(() => import('./ClientLayout')),
  staffWorkspace: loader(() => import('@/features/staff/StaffWorkspacePage')),
  adminSettings: loader(() => import('@/features/admin/AdminSettingsPage')),
  library: loader(() => import('@/features/library/LibraryPage')),
  manage: loader(() => import('@/features/manage/ManagePage')),
  feedbackAdmin: loader(() => import('@/features/feedback-admin/FeedbackAdminPage')),
  clientHome: loader(() => import('@/features/client/ClientHomePage')),
  taxFlow: loader(() => import('@/features/client/TaxFlowPage')),
  vipTools: loader(() => import('@/features/client/VipToolsPage')),
  contact: loader(() => import('@/features/client/ContactPage')),
  documentCenter: loader(() => import('@/features/documents/DocumentCenterPage')),
  notFound: loader(() => import('@/features/errors/NotFoundPage')),
}

/** The chunks the screen at a path needs, besides the shell. */
const SCREENS_BY_PATH: Record<string, Array<() => Promise<unknown>>> = {
  '/client-login': [screens.clientLogin],
  '/staff-login': [screens.staffLogin],
  '/staff': [screens.staffLayout, screens.staffWorkspace],
  '/admin': [screens.staffLayout, screens.adminSettings],
  '/library': [screens.staffLayout, screens.library],
  '/manage': [screens.staffLayout, screens.manage],
  '/feedback-admin': [screens.staffLayout, screens.feedbackAdmin],
  '/client': [screens.clientLayout, screens.clientHome],
  '/client/tax-flow': [screens.clientLayout, screens.taxFlow],
  '/client/vip-tools': [screens.clientLayout, screens.vipTools],
  '/client/contact': [screens.clientLayout, screens.contact],
  '/client/documents': [screens.clientLayout, screens.documentCenter],
}

/**
 * Starts loading the code of the screen a visit opens on, while the current user is still being asked for: the
 * screen's chunks arrive with that answer instead of after it. A wrong guess (a guard redirects) costs a download.
 */
export function preloadScreenFor(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  for (const load of SCREENS_BY_PATH[path] ?? []) void load().catch(() => undefined)
}
