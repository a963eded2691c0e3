import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SIGNED_OUT, type FakeRoutes } from '@/test/fake-api'
import { makeUser, renderPages } from '@/test/render'
import AcceptInvitationPage from './AccountLinkPage'
import ForgotPasswordPage from './ForgotPasswordPage'
import TwoStepPage from './TwoStepPage'

const TOKEN = 'a'.repeat(43)

function renderAt(route: string, api: FakeRoutes) {
  return renderPages(
    {
      '/account/invitation': <AcceptInvitationPage />,
      '/account/forgot-password': <ForgotPasswordPage />,
      '/account/two-step': <TwoStepPage />,
    },
    { route, api: { 'GET /api/auth/user': SIGNED_OUT, ...api } },
  )
}

const gone = (message: string) => ({ status: 410, body: { statusCode: 410, error: 'Gone', message } })

describe('accepting an invitation', () => {
  it('greets the invitee, checks the two passwords match, and sets the password once', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    renderAt(`/account/invitation#${TOKEN}`, {
      'POST /api/invitations/check': {
        body: { email: 'ada@firm.example', firstName: 'Ada', lastName: 'Park', expiresAt: '2026-12-01T00:00:00Z' },
      },
      'POST /api/invitations/accept': ({ body }) => {
        sent.push(body)
        return { status: 204 }
      },
    })
    expect(await screen.findByRole('heading', { name: 'Welcome to Ledgerline, Ada' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('New password'), 'correct horse battery')
    await user.type(screen.getByLabelText('Repeat the password'), 'correct horse battery!')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords differ.')
    expect(sent).toEqual([])

    await user.clear(screen.getByLabelText('Repeat the password'))
    await user.type(screen.getByLabelText('Repeat the password'), 'correct horse battery')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByText(/Your password is set/)).toBeInTheDocument()
    expect(sent).toEqual([{ token: TOKEN, password: 'correct horse battery' }])
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/staff-login')
  })

  it('says when the link was already used', async () => {
    renderAt(`/account/invitation#${TOKEN}`, {
      'POST /api/invitations/check': gone('This invitation link has already been used.'),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link has already been used.')
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
  })

  it('shows the server’s password rule when it refuses one', async () => {
    const user = userEvent.setup()
    renderAt(`/account/invitation#${TOKEN}`, {
      'POST /api/invitations/check': {
        body: { email: 'ada@firm.example', firstName: null, lastName: null, expiresAt: '2026-12-01T00:00:00Z' },
      },
      'POST /api/invitations/accept': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: '"password" is too common' },
      },
    })
    await user.type(await screen.findByLabelText('New password'), 'qwerty123456')
    await user.type(screen.getByLabelText('Repeat the password'), 'qwerty123456')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('"password" is too common')
  })
})

describe('forgot password', () => {
  it('shows the server’s one answer after sending the address', async () => {
    const user = userEvent.setup()
    const message = 'If an account uses this address, we have sent it a link.'
    renderAt('/account/forgot-password?portal=client', {
      'POST /api/auth/password-reset': ({ body }) => {
        expect(body).toEqual({ email: 'cleo@home.example', portal: 'client' })
        return { status: 202, body: { message } }
      },
    })
    await user.type(screen.getByLabelText('Email'), 'cleo@home.example')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/client-login')
  })
})

describe('two-step sign-in', () => {
  it('signs in with the code and goes home; a wrong code says so', async () => {
    const user = userEvent.setup()
    let attempts = 0
    renderAt('/account/two-step?portal=staff', {
      'POST /api/auth/mfa/verify': () =>
        ++attempts === 1
          ? { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid code' } }
          : { body: makeUser('staff') },
    })
    await user.type(screen.getByLabelText('Authentication code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code')
    await user.clear(screen.getByLabelText('Authentication code'))
    await user.type(screen.getByLabelText('Authentication code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
  })

  it('sets up the app: QR code and key, a first code, then the recovery codes once', async () => {
    const user = userEvent.setup()
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`)
    renderAt('/account/two-step?portal=staff&enrol=1', {
      'POST /api/auth/mfa/enrolment': {
        body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUrl: 'otpauth://totp/x', qrCodeSvg: '<svg></svg>' },
      },
      'POST /api/auth/mfa/enrolment/confirm': { body: { recoveryCodes: codes, user: makeUser('staff') } },
    })
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }))
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument()
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DP')
    await user.type(screen.getByLabelText('Code from the app'), '123456')
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }))
    const list = await screen.findByRole('list', { name: 'Recovery codes' })
    expect(list.querySelectorAll('li')).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
  })
})
