import { INTERNAL_ROLES, type Role } from '@ledgerline/sdk'
import { lazy, Suspense, type ComponentType } from 'react'
import { Route, Routes } from 'react-router-dom'
import { PageSpinner } from '@/components/ui/spinner'
import { AppShell } from './AppShell'
import { ErrorBoundary } from './ErrorBoundary'
import { GuestOnly } from './GuestOnly'
import { RequireRole } from './RequireRole'
import { RootRoute } from './RootRoute'
import { loadedScreen, screens } from './screens'

/**
 * A screen whose code arrives when it is first opened (DECISIONS.md §10). When it has arrived already (AppShell
 * preloads the screen a visit opens on), it renders at once: React's lazy would suspend on its first render even
 * then, and render the whole screen again when it resumes (Lighthouse: long tasks).
 */
function screen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(load)
  return function Screen() {
    const Loaded = loadedScreen(load)
    return Loaded ? <Loaded /> : <Lazy />
  }
}

// Every screen is its own chunk, loaded when it is first opened (DECISIONS.md §10).
const ClientLoginPage = screen(screens.clientLogin)
const StaffLoginPage = screen(screens.staffLogin)
const StaffLayout = screen(screens.staffLayout)
const ClientLayout = screen(screens.clientLayout)
const StaffWorkspacePage = screen(screens.staffWorkspace)
const AdminSettingsPage = screen(screens.adminSettings)
const LibraryPage = screen(screens.library)
const ManagePage = screen(screens.manage)
const FeedbackAdminPage = screen(screens.feedbackAdmin)
const ClientHomePage = screen(screens.clientHome)
const TaxFlowPage = screen(screens.taxFlow)
const VipToolsPage = screen(screens.vipTools)
const ContactPage = screen(screens.contact)
const DocumentCenterPage = screen(screens.documentCenter)
const NotFoundPage = screen(screens.notFound)
const AcceptInvitationPage = lazy(() => import('@/features/account/AccountLinkPage'))
const ResetPasswordPage = lazy(() => import('@/features/account/ResetPasswordPage'))
const ForgotPasswordPage = lazy(() => import('@/features/account/ForgotPasswordPage'))
const TwoStepPage = lazy(() => import('@/features/account/TwoStepPage'))

const STAFF_ROLES: readonly Role[] = INTERNAL_ROLES
const CLIENT_ROLES: readonly Role[] = ['client']

/** SPEC.md §2.1's route table. */
export function AppRoutes() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route element={<AppShell />}>
            <Route index element={<RootRoute />} />
            <Route element={<GuestOnly />}>
              <Route path="client-login" element={<ClientLoginPage />} />
              <Route path="staff-login" element={<StaffLoginPage />} />
            </Route>
            {/* Production accounts (issue 19): links from e-mails and the second sign-in step. */}
            <Route path="account">
              <Route path="invitation" element={<AcceptInvitationPage />} />
              <Route path="reset" element={<ResetPasswordPage />} />
              <Route path="forgot-password" element={<ForgotPasswordPage />} />
              <Route path="two-step" element={<TwoStepPage />} />
            </Route>

            <Route element={<RequireRole roles={STAFF_ROLES} />}>
              <Route element={<StaffLayout />}>
                <Route path="staff" element={<StaffWorkspacePage />} />
                <Route path="admin" element={<AdminSettingsPage />} />
                <Route path="library" element={<LibraryPage />} />
                <Route path="manage" element={<ManagePage />} />
                <Route path="feedback-admin" element={<FeedbackAdminPage />} />
              </Route>
            </Route>

            <Route path="client" element={<RequireRole roles={CLIENT_ROLES} />}>
              <Route element={<ClientLayout />}>
                <Route index element={<ClientHomePage />} />
                <Route path="tax-flow" element={<TaxFlowPage />} />
                <Route path="vip-tools" element={<VipToolsPage />} />
                <Route path="documents" element={<DocumentCenterPage />} />
                <Route path="contact" element={<ContactPage />} />
              </Route>
            </Route>

            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  )
}
