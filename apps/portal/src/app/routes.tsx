import { INTERNAL_ROLES, type Role } from '@ledgerline/sdk'
import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { PageSpinner } from '@/components/ui/spinner'
import { AppShell } from './AppShell'
import { ErrorBoundary } from './ErrorBoundary'
import { GuestOnly } from './GuestOnly'
import { RequireRole } from './RequireRole'
import { RootRoute } from './RootRoute'
import { screens } from './screens'

// Every screen is its own chunk, loaded when it is first opened (DECISIONS.md §10).
const ClientLoginPage = lazy(screens.clientLogin)
const StaffLoginPage = lazy(screens.staffLogin)
const StaffLayout = lazy(screens.staffLayout)
const ClientLayout = lazy(screens.clientLayout)
const StaffWorkspacePage = lazy(screens.staffWorkspace)
const AdminSettingsPage = lazy(screens.adminSettings)
const LibraryPage = lazy(screens.library)
const ManagePage = lazy(screens.manage)
const FeedbackAdminPage = lazy(screens.feedbackAdmin)
const ClientHomePage = lazy(screens.clientHome)
const TaxFlowPage = lazy(screens.taxFlow)
const VipToolsPage = lazy(screens.vipTools)
const ContactPage = lazy(screens.contact)
const DocumentCenterPage = lazy(screens.documentCenter)
const NotFoundPage = lazy(screens.notFound)
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
