/** Every screen's chunk (routes.tsx makes them lazy components). */
export const screens = {
  clientLogin: () => import('@/features/auth/ClientLoginPage'),
  staffLogin: () => import('@/features/auth/StaffLoginPage'),
  staffLayout: () => import('./StaffLayout'),
  clientLayout: () => import('./ClientLayout'),
  staffWorkspace: () => import('@/features/staff/StaffWorkspacePage'),
  adminSettings: () => import('@/features/admin/AdminSettingsPage'),
  library: () => import('@/features/library/LibraryPage'),
  manage: () => import('@/features/manage/ManagePage'),
  feedbackAdmin: () => import('@/features/feedback-admin/FeedbackAdminPage'),
  clientHome: () => import('@/features/client/ClientHomePage'),
  taxFlow: () => import('@/features/client/TaxFlowPage'),
  vipTools: () => import('@/features/client/VipToolsPage'),
  contact: () => import('@/features/client/ContactPage'),
  documentCenter: () => import('@/features/documents/DocumentCenterPage'),
  notFound: () => import('@/features/errors/NotFoundPage'),
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
