// The SDK's core client against the real API: a hapi server on a loopback port, in-memory SQLite seeded with the demo
// data, every call of SPEC.md §7 made through the SDK exactly as the portal, the widget and the CLI make it.
import { beforeAll, describe, expect, it } from 'vitest'
import { GATE, DEMO_PASSWORD, useApi } from '../helpers.js'
import { sitesService } from '../../src/sites/service.js'
import { tokensService } from '../../src/tokens/service.js'
import {
  ApiError,
  createClient,
  isGateRequired,
  type ApiClient,
  type Feedback,
  type FeedbackInput,
} from '@ledgerline/sdk'
import { PNG_DATA_URL } from '../images.js'
import { createCookieFetch } from './cookie-fetch.js'
import { expectListOf, expectShape, shapes } from './shapes.js'

const testApi = useApi({ listen: true })

/** A browser-like client: its own cookie jar, same-origin credentials. */
function browser(extraHeaders?: Record<string, string>): ApiClient {
  return createClient({ baseUrl: testApi.url, fetch: createCookieFetch(extraHeaders).fetch })
}

/** Passes the gate and signs in through the SDK itself. */
async function signedIn(email: string, portal: 'client' | 'staff'): Promise<ApiClient> {
  const api = browser()
  await api.domainAuth(GATE)
  await api.login({ email, password: DEMO_PASSWORD, portal })
  return api
}

const sampleFeedback: FeedbackInput = {
  message: 'The Continue button overlaps the footer',
  category: 'broken',
  subcategory: 'display',
  priority: 'high',
  pageUrl: '/client/tax-flow',
  reporterName: 'Jordan',
  elementText: 'Continue',
  elementSelector: '#continue',
  positionX: 320,
  positionY: 640,
  elementBounds: JSON.stringify({ x: 300, y: 620, width: 80, height: 40 }),
}

beforeAll(() => {
  expect(testApi.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
})

describe('gate and sessions', () => {
  it('before the gate: getCurrentUser is null and the state says the gate is required', async () => {
    const api = browser()
    await expect(api.getCurrentUser()).resolves.toBeNull()
    await expect(api.getAuthState()).resolves.toEqual({ user: null, gateRequired: true })
    const error = await api.listNotifications().catch((e: unknown) => e)
    expect(isGateRequired(error)).toBe(true)
  })

  it('domainAuth refuses wrong credentials with ApiError 401, then passes with the right ones', async () => {
    const api = browser()
    const error = (await api
      .domainAuth({ username: 'preview', password: 'wrong' })
      .catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(401)
    expect(error.message).toBe(`401: ${error.bodyText}`)
    expect(error.body).toMatchObject({ statusCode: 401, message: 'Invalid credentials' })

    await expect(api.domainAuth(GATE)).resolves.toBeUndefined()
    await expect(api.getAuthState()).resolves.toEqual({ user: null, gateRequired: false })
    await expect(api.getCurrentUser()).resolves.toBeNull()
  })

  it('login answers the current user; getCurrentUser and setDemoRole follow the session', async () => {
    const api = browser()
    await api.domainAuth(GATE)
    const user = await api.login({ email: 'client@example.com', password: DEMO_PASSWORD, portal: 'client' })
    expectShape(user, shapes.currentUser, 'login')
    expect(user).toMatchObject({ email: 'client@example.com', role: 'client', vipStatus: true })

    const current = await api.getCurrentUser()
    expectShape(current, shapes.currentUser, 'getCurrentUser')
    expect(current).toEqual(user)
    await expect(api.getAuthState()).resolves.toEqual({ user, gateRequired: false })

    const role = await api.setDemoRole('client')
    expectShape(role, shapes.setDemoRole, 'setDemoRole')
    expect(role).toEqual({ role: 'client' })
  })

  it('a wrong password is ApiError 401 "Invalid credentials"', async () => {
    const api = browser()
    await api.domainAuth(GATE)
    await expect(api.login({ email: 'client@example.com', password: 'nope', portal: 'client' })).rejects.toMatchObject({
      status: 401,
      body: { message: 'Invalid credentials' },
    })
  })

  it('logout ends the session (the 302 is success); the gate stays passed', async () => {
    const api = await signedIn('staff@ledgerline.example', 'staff')
    await expect(api.getCurrentUser()).resolves.toMatchObject({ email: 'staff@ledgerline.example' })
    await expect(api.logout()).resolves.toBeUndefined()
    await expect(api.getAuthState()).resolves.toEqual({ user: null, gateRequired: false })
  })

  it('domainLogout clears gate and session', async () => {
    const api = await signedIn('staff@ledgerline.example', 'staff')
    await expect(api.domainLogout()).resolves.toBeUndefined()
    await expect(api.getAuthState()).resolves.toEqual({ user: null, gateRequired: true })
  })
})

describe('a client', () => {
  let api: ApiClient
  beforeAll(async () => {
    api = await signedIn('client@example.com', 'client')
  })

  it('reads the firm contact card', async () => {
    expectShape(await api.getFirmContact(), shapes.firmContact, 'getFirmContact')
  })

  it('reads the kind of environment', async () => {
    expectShape(await api.getEnvironment(), shapes.environment, 'getEnvironment')
  })

  it('reads notifications and the unread count, and marks one read', async () => {
    const notifications = await api.listNotifications()
    expectListOf(notifications, shapes.notification, 'listNotifications')
    const before = await api.getUnreadNotificationCount()
    expectShape(before, shapes.count, 'getUnreadNotificationCount')

    const unread = notifications.find((n) => !n.read)
    expect(unread, 'the demo client has an unread notification').toBeDefined()
    const marked = await api.markNotificationRead(unread!.id)
    expectShape(marked, shapes.notification, 'markNotificationRead')
    expect(marked).toMatchObject({ id: unread!.id, read: true })
    await expect(api.getUnreadNotificationCount()).resolves.toEqual({ count: before.count - 1 })
  })

  it("cannot mark another user's notification read (404)", async () => {
    const staff = await signedIn('staff@ledgerline.example', 'staff')
    const theirs = (await staff.listNotifications())[0]
    expect(theirs).toBeDefined()
    await expect(api.markNotificationRead(theirs!.id)).rejects.toMatchObject({ status: 404 })
  })

  it('reads its documents and the categories, and starts processing an uploaded one', async () => {
    const documents = await api.listDocuments()
    expectListOf(documents, shapes.document, 'listDocuments')
    expect(new Set(documents.map((d) => d.clientId)).size).toBe(1)

    const categories = await api.listDocumentCategories()
    expect(categories).toEqual([
      'Tax Forms',
      'Business Expenses',
      'Income Documentation',
      'Bank Statements',
      'Legal Documents',
      'Insurance',
      'Property Documents',
      'Other',
    ])

    const uploaded = documents.find((d) => d.status === 'uploaded')
    expect(uploaded, 'the demo client has an uploaded document').toBeDefined()
    const processing = await api.processDocument(uploaded!.id)
    expectShape(processing, shapes.document, 'processDocument')
    expect(processing).toMatchObject({ id: uploaded!.id, status: 'processing' })
    await expect(api.processDocument(uploaded!.id)).rejects.toMatchObject({ status: 409 })
  })

  it('submits feedback, sees the pins of a page and the open count', async () => {
    const before = await api.getFeedbackCount()
    expectShape(before, shapes.count, 'getFeedbackCount')

    const created = await api.createFeedback(sampleFeedback)
    expectShape(created, shapes.feedback, 'createFeedback')
    expect(created).toMatchObject({ ...sampleFeedback, status: 'open' })
    await expect(api.getFeedbackCount()).resolves.toEqual({ count: before.count + 1 })

    const pins = await api.listFeedbackPins('/client/tax-flow')
    expectListOf(pins, shapes.feedback, 'listFeedbackPins')
    expect(pins.map((p) => p.id)).toContain(created.id)
    for (const pin of pins) {
      expect(pin.pageUrl).toBe('/client/tax-flow')
      expect(pin.status).not.toBe('resolved')
      expect(pin.positionX).not.toBeNull()
    }
  })

  it('gets a field-naming 400 for bad feedback, and 403 for staff-only calls', async () => {
    const error = (await api.createFeedback({ ...sampleFeedback, message: '   ' }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(400)
    expect(error.message).toBe(`400: ${error.bodyText}`)
    expect(error.serverMessage).toMatch(/message/)

    await expect(api.listFeedback()).rejects.toMatchObject({ status: 403 })
    await expect(api.listUsers()).rejects.toMatchObject({ status: 403 })
    await expect(api.updateFeedback(1, { status: 'locked' })).rejects.toMatchObject({ status: 403 })
    await expect(api.exportFeedback('json')).rejects.toMatchObject({ status: 403 })
  })
})

describe('evidence (issue 17)', () => {
  it('submits a screenshot and context; getFeedback and screenshotUrl give them back to the reporter', async () => {
    const jar = createCookieFetch()
    const api = createClient({ baseUrl: testApi.url, fetch: jar.fetch })
    await api.domainAuth(GATE)
    await api.login({ email: 'client@example.com', password: DEMO_PASSWORD, portal: 'client' })
    const context = { browser: 'Chrome 131', viewport: '390x844', network: [{ method: 'GET', url: '/a', status: 0 }] }
    const created = await api.createFeedback({ ...sampleFeedback, screenshot: PNG_DATA_URL, context })
    expectShape(created, shapes.feedback, 'createFeedback')
    expect(created.context).toEqual(context)
    const one = await api.getFeedback(created.id)
    expectShape(one, shapes.feedback, 'getFeedback')
    expect(one).toEqual(created)

    const url = api.screenshotUrl(one)
    expect(url).toBe(`${testApi.url}/api/feedback/${created.id}/screenshot`)
    const image = await jar.fetch(url!)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')
    expect(api.screenshotUrl({ screenshotUrl: null })).toBeNull()

    const other = await signedIn('staff@ledgerline.example', 'staff')
    await expect(other.getFeedback(created.id)).resolves.toMatchObject({ id: created.id })
    await expect(api.getFeedback(1_000_000)).rejects.toMatchObject({ status: 404 })
  })
})

describe('staff', () => {
  let api: ApiClient
  beforeAll(async () => {
    api = await signedIn('staff@ledgerline.example', 'staff')
  })

  it('reads conversations, with filters, and service types', async () => {
    const conversations = await api.listConversations()
    expectListOf(conversations, shapes.conversation, 'listConversations')
    const activity = conversations.map((c) => Date.parse(c.lastActivity))
    expect(activity).toEqual([...activity].sort((a, b) => b - a))

    const serviceTypes = await api.listServiceTypes()
    expectListOf(serviceTypes, shapes.serviceType, 'listServiceTypes')

    const status = conversations[0]!.status
    const byStatus = await api.listConversations({ status })
    expect(byStatus.length).toBeGreaterThan(0)
    expect(byStatus.every((c) => c.status === status)).toBe(true)

    const typed = conversations.find((c) => c.serviceTypeId !== null)!
    const byType = await api.listConversations({ serviceTypeId: typed.serviceTypeId! })
    expect(byType.every((c) => c.serviceTypeId === typed.serviceTypeId)).toBe(true)

    const byText = await api.listConversations({ q: typed.title.slice(0, 6).toUpperCase() })
    expect(byText.map((c) => c.id)).toContain(typed.id)
  })

  it('reads the library, the clients and the users', async () => {
    expectListOf(await api.listFlowTemplates(), shapes.flowTemplate, 'listFlowTemplates')
    expectListOf(await api.listActionTemplates(), shapes.libraryItem, 'listActionTemplates')
    expectListOf(await api.listLibraryFiles(), shapes.libraryItem, 'listLibraryFiles')
    expectListOf(await api.listClients(), shapes.client, 'listClients')
    const users = await api.listUsers()
    expectListOf(users, shapes.user, 'listUsers')
    expect(users.map((u) => u.email)).toContain('manager@ledgerline.example')
  })

  it("reads all documents, or one client's", async () => {
    const all = await api.listDocuments()
    expectListOf(all, shapes.document, 'listDocuments (staff)')
    const clientId = all[0]!.clientId
    const one = await api.listDocuments({ clientId })
    expect(one.length).toBeGreaterThan(0)
    expect(one.every((d) => d.clientId === clientId)).toBe(true)
  })

  it('lists feedback with filters', async () => {
    const all = await api.listFeedback()
    expectListOf(all, shapes.feedback, 'listFeedback')
    const open = await api.listFeedback({ status: 'open' })
    expect(open.length).toBeGreaterThan(0)
    expect(open.every((f) => f.status === 'open')).toBe(true)
    const low = await api.listFeedback({ priority: 'low' })
    expect(low.every((f) => f.priority === 'low')).toBe(true)
    const found = await api.listFeedback({ q: 'BANK STATMENTS' })
    expect(found.map((f) => f.message)).toEqual(['Typo on the document center: "Bank Statments".'])
  })

  it('locks, unlocks and resolves feedback; resolved is final (409); deletes it (404 after)', async () => {
    const entry: Feedback = await api.createFeedback({ ...sampleFeedback, pageUrl: '/staff' })
    const locked = await api.updateFeedback(entry.id, { status: 'locked' })
    expectShape(locked, shapes.feedback, 'updateFeedback')
    expect(locked.status).toBe('locked')
    await expect(api.updateFeedback(entry.id, { status: 'open', priority: 'urgent' })).resolves.toMatchObject({
      status: 'open',
      priority: 'urgent',
    })
    await expect(api.updateFeedback(entry.id, { status: 'resolved' })).resolves.toMatchObject({ status: 'resolved' })
    await expect(api.updateFeedback(entry.id, { status: 'open' })).rejects.toMatchObject({ status: 409 })

    await expect(api.deleteFeedback(entry.id)).resolves.toBeUndefined()
    await expect(api.deleteFeedback(entry.id)).rejects.toMatchObject({ status: 404 })
    await expect(api.updateFeedback(entry.id, { status: 'locked' })).rejects.toMatchObject({ status: 404 })
  })

  it('exports JSON and Markdown as streamed attachments named by date', async () => {
    const json = await api.exportFeedback('json')
    expect(json.filename).toMatch(/^feedback-export-\d{4}-\d{2}-\d{2}\.json$/)
    const entries = JSON.parse(await new Response(json.body).text()) as unknown
    expect(Array.isArray(entries)).toBe(true)
    expect((entries as unknown[]).length).toBeGreaterThan(0)

    const open = JSON.parse(
      await (await (await api.exportFeedback('json', { status: 'open' })).blob()).text(),
    ) as Feedback[]
    expect(open.length).toBeGreaterThan(0)
    expect(open.every((f) => f.status === 'open')).toBe(true)

    const markdown = await api.exportFeedback('markdown', { priority: 'high' })
    expect(markdown.filename).toMatch(/^feedback-export-\d{4}-\d{2}-\d{2}\.md$/)
    expect(markdown.contentType).toMatch(/markdown|text\/plain/)
    const text = await (await markdown.blob()).text()
    expect(text).toContain('The unread badge on the bell does not clear')
    expect(text).not.toContain('Please add a shortcut to export')
  })
})

describe('API-token mode (the CLI)', () => {
  it('exports with Authorization: Bearer and no cookies; everything else is refused', async () => {
    const { token } = await tokensService.create(testApi.server.app.db, { name: 'sdk integration test' })
    const cli = createClient({ baseUrl: testApi.url, token })
    const file = await cli.exportFeedback('markdown')
    expect(file.filename).toMatch(/^feedback-export-\d{4}-\d{2}-\d{2}\.md$/)
    expect(await new Response(file.body).text()).toContain('Bank Statments')

    await expect(cli.listFeedback()).rejects.toMatchObject({ status: 401 })
    await expect(
      createClient({ baseUrl: testApi.url, token: 'llt_not-a-real-token' }).exportFeedback('json'),
    ).rejects.toMatchObject({
      status: 401,
    })
  })
})

describe('site-key mode (the embedded widget)', () => {
  it('submits feedback with the site key from a registered origin, without cookies or gate', async () => {
    const origin = 'https://shop.example'
    const site = await sitesService.add(testApi.server.app.db, { name: 'Shop', origins: [origin] })
    const widget = createClient({
      baseUrl: testApi.url,
      siteKey: site.key,
      fetch: createCookieFetch({ Origin: origin }).fetch,
    })

    const created = await widget.createFeedback({
      message: 'Checkout button is hidden',
      category: 'broken',
      pageUrl: '/checkout',
    })
    expectShape(created, shapes.feedback, 'createFeedback (site key)')
    expect(created).toMatchObject({ message: 'Checkout button is hidden', status: 'open', priority: 'normal' })

    const stranger = createClient({
      baseUrl: testApi.url,
      siteKey: site.key,
      fetch: createCookieFetch({ Origin: 'https://evil.example' }).fetch,
    })
    await expect(stranger.createFeedback({ message: 'x', category: 'broken', pageUrl: '/' })).rejects.toBeInstanceOf(
      ApiError,
    )
  })
})
