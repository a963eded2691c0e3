import type { Knex } from 'knex'

/**
 * The sample data SPEC.md shows, kept in the database and served by the API (DECISIONS.md §9).
 * Idempotent: each table is seeded only while it is empty (clients and notifications per natural
 * key), so running it twice adds nothing.
 */

const DEMO_CLIENT_EMAIL = 'client@example.com'
const INTERNAL_DEMO_EMAILS = ['admin@ledgerline.example', 'manager@ledgerline.example', 'staff@ledgerline.example']
const FALLBACK_STAFF = ['Morgan Ellis', 'Priya Raman', 'Daniel Okafor']

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const daysAgo = (days: number) => minutesAgo(days * 24 * 60)

async function isEmpty(db: Knex, table: string): Promise<boolean> {
  const row = await db(table).count({ n: '*' }).first()
  return Number(row?.n ?? 0) === 0
}

interface UserRow {
  id: number
  email: string
  username: string
  firstName: string | null
  lastName: string | null
  role: string | null
}

const displayName = (user: UserRow) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username

export async function seedSampleData(db: Knex): Promise<void> {
  const users: UserRow[] = await db('users').select('id', 'email', 'username', 'firstName', 'lastName', 'role')
  const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]))
  const staffNames = INTERNAL_DEMO_EMAILS.map((email, i) => {
    const user = byEmail.get(email)
    return user ? displayName(user) : FALLBACK_STAFF[i]!
  })

  await seedServiceTypesAndConversations(db, staffNames)
  await seedNotifications(db, users)
  await seedClients(db, byEmail.get(DEMO_CLIENT_EMAIL))
  await seedDocuments(db, staffNames)
  await seedLibrary(db, staffNames)
  await seedFeedback(db, byEmail)
}

async function seedServiceTypesAndConversations(db: Knex, staff: string[]): Promise<void> {
  if (await isEmpty(db, 'serviceTypes')) {
    await db('serviceTypes').insert(
      [
        'Individual Tax Return',
        'Business Tax Return',
        'Bookkeeping',
        'Payroll',
        'Tax Planning',
        'IRS Representation',
      ].map((name) => ({ name })),
    )
  }
  if (!(await isEmpty(db, 'conversations'))) return
  const types = new Map<string, number>(
    (await db('serviceTypes').select('id', 'name')).map((t: { id: number; name: string }) => [t.name, t.id]),
  )
  const [admin, manager, staffMember] = staff as [string, string, string]
  const rows: Array<[string, string, string | null, string | null, number, number | null, boolean, string, string]> = [
    [
      '2025 Form 1040 – Avery household',
      'in_progress',
      staffMember,
      'Individual Tax Return',
      12,
      14,
      true,
      'Jordan Avery',
      'I uploaded the last W-2, can you confirm you have everything?',
    ],
    [
      'Quarterly estimates – Patel Consulting LLC',
      'new',
      manager,
      'Tax Planning',
      35,
      3,
      true,
      'Anika Patel',
      'What should our Q3 estimated payment be?',
    ],
    [
      'Payroll setup – Brightside Bakery',
      'in_progress',
      staffMember,
      'Payroll',
      90,
      22,
      false,
      staffMember,
      'Direct deposit is live from the next pay run.',
    ],
    [
      'IRS CP2000 notice – M. Johnson',
      'overdue',
      admin,
      'IRS Representation',
      60 * 26,
      9,
      true,
      'Marcus Johnson',
      'The IRS letter says I have 30 days to respond. Is that still okay?',
    ],
    [
      'Monthly close – Rivera Landscaping',
      'completed',
      staffMember,
      'Bookkeeping',
      60 * 30,
      41,
      false,
      staffMember,
      'March books are closed and reconciled.',
    ],
    [
      'Form 1120-S – Northwind Logistics',
      'in_progress',
      manager,
      'Business Tax Return',
      60 * 5,
      27,
      false,
      manager,
      'Depreciation schedule attached for your review.',
    ],
    [
      'Missing 1099-INT – Chen family',
      'new',
      null,
      'Individual Tax Return',
      15,
      1,
      true,
      'Lily Chen',
      'Our bank statement shows interest but we never got a 1099.',
    ],
    [
      'Extension request – Okoro Dental',
      'overdue',
      admin,
      'Business Tax Return',
      60 * 72,
      6,
      false,
      'Grace Okoro',
      'Please file the extension, we are still waiting on K-1s.',
    ],
    [
      'Retirement contribution planning – Avery',
      'completed',
      manager,
      'Tax Planning',
      60 * 24 * 6,
      18,
      false,
      manager,
      'Summary of the SEP-IRA options is in your documents.',
    ],
    [
      'Sales tax registration – Maple & Vine',
      'new',
      staffMember,
      null,
      5,
      null,
      true,
      'Hannah Brooks',
      'Do we need to register in Wisconsin as well?',
    ],
    [
      'Amended return 1040-X – T. Nguyen',
      'in_progress',
      staffMember,
      'Individual Tax Return',
      60 * 48,
      120,
      true,
      'Thomas Nguyen',
      'Thanks, I signed the 8879 this morning.',
    ],
  ]
  await db('conversations').insert(
    rows.map(([title, status, assignedTo, type, ago, messageCount, isUnread, sender, content]) => ({
      title,
      status,
      assignedTo,
      serviceTypeId: type ? (types.get(type) ?? null) : null,
      lastActivity: minutesAgo(ago),
      messageCount,
      isUnread,
      lastMessageSender: sender,
      lastMessageContent: content,
      createdAt: minutesAgo(ago + 60 * 24 * 7),
    })),
  )
}

const NOTIFICATIONS: Record<string, Array<[string, string, string, boolean, number]>> = {
  client: [
    ['info', 'Document received', 'We received your 2025 W-2 from Acme Corp.', false, 20],
    ['warning', 'Signature needed', 'Please sign Form 8879 so we can e-file your return.', false, 180],
    ['success', 'Return accepted', 'The IRS accepted your 2024 federal return.', true, 60 * 24 * 30],
  ],
  internal: [
    ['info', 'New conversation', 'Lily Chen started a conversation about a missing 1099-INT.', false, 15],
    ['warning', 'Deadline approaching', 'Okoro Dental extension is due in 2 days.', false, 60 * 5],
    ['error', 'E-file rejected', 'Northwind Logistics 1120-S was rejected: EIN mismatch.', false, 60 * 20],
    ['success', 'Payment received', 'Brightside Bakery paid invoice #1042.', true, 60 * 24 * 2],
    ['info', 'Feedback submitted', 'A new feedback entry was reported on /staff.', true, 60 * 24 * 3],
  ],
}

async function seedNotifications(db: Knex, users: UserRow[]): Promise<void> {
  for (const user of users) {
    const email = user.email.toLowerCase()
    if (email !== DEMO_CLIENT_EMAIL && !INTERNAL_DEMO_EMAILS.includes(email)) continue
    const existing = await db('notifications').where({ userId: user.id }).count({ n: '*' }).first()
    if (Number(existing?.n ?? 0) > 0) continue
    const list = email === DEMO_CLIENT_EMAIL ? NOTIFICATIONS.client! : NOTIFICATIONS.internal!
    await db('notifications').insert(
      list.map(([type, title, description, read, ago]) => ({
        userId: user.id,
        type,
        title,
        description,
        read,
        createdAt: minutesAgo(ago),
      })),
    )
  }
}

const CLIENTS: Array<{
  firstName: string
  lastName: string
  email: string
  phone: string | null
  address: string | null
  isVip: boolean
}> = [
  {
    firstName: 'Jordan',
    lastName: 'Avery',
    email: DEMO_CLIENT_EMAIL,
    phone: '+1 (555) 201-3344',
    address: '48 Orchard Lane, Springfield, IL 62704',
    isVip: true,
  },
  {
    firstName: 'Anika',
    lastName: 'Patel',
    email: 'anika@patelconsulting.example',
    phone: '+1 (555) 310-8821',
    address: '901 Commerce Dr, Suite 12, Naperville, IL 60563',
    isVip: true,
  },
  {
    firstName: 'Marcus',
    lastName: 'Johnson',
    email: 'marcus.johnson@example.net',
    phone: '+1 (555) 448-1200',
    address: null,
    isVip: false,
  },
  {
    firstName: 'Lily',
    lastName: 'Chen',
    email: 'lily.chen@example.org',
    phone: null,
    address: '12 Birch Court, Evanston, IL 60201',
    isVip: false,
  },
  {
    firstName: 'Grace',
    lastName: 'Okoro',
    email: 'grace@okorodental.example',
    phone: '+1 (555) 672-0099',
    address: '3300 Lake Shore Blvd, Chicago, IL 60657',
    isVip: true,
  },
  {
    firstName: 'Carlos',
    lastName: 'Rivera',
    email: 'carlos@riveralandscaping.example',
    phone: '+1 (555) 730-4512',
    address: null,
    isVip: false,
  },
  { firstName: 'Thomas', lastName: 'Nguyen', email: 'tnguyen@example.com', phone: null, address: null, isVip: false },
  {
    firstName: 'Hannah',
    lastName: 'Brooks',
    email: 'hannah@maplevine.example',
    phone: '+1 (555) 554-7781',
    address: '77 Vine Street, Madison, WI 53703',
    isVip: false,
  },
]

async function seedClients(db: Knex, demoUser: UserRow | undefined): Promise<void> {
  for (const client of CLIENTS) {
    const existing = await db('clients')
      .where({ email: client.email })
      .first<{ id: number; userId: number | null } | undefined>('id', 'userId')
    const userId = client.email === DEMO_CLIENT_EMAIL ? (demoUser?.id ?? null) : null
    if (!existing) {
      const names =
        client.email === DEMO_CLIENT_EMAIL && demoUser?.firstName && demoUser.lastName
          ? { firstName: demoUser.firstName, lastName: demoUser.lastName }
          : {}
      await db('clients').insert({ ...client, ...names, userId, profileImageUrl: null, createdAt: daysAgo(120) })
    } else if (userId !== null && existing.userId === null) {
      // The demo user may be seeded after the client record: link it once it exists.
      await db('clients').where({ id: existing.id }).update({ userId })
    }
  }
}

type DocumentSeed = [
  string,
  string,
  string,
  number,
  string | null,
  string | null,
  string[],
  number | null,
  string,
  number,
]

const DOCUMENTS: Record<string, DocumentSeed[]> = {
  [DEMO_CLIENT_EMAIL]: [
    [
      'W-2_2025_AcmeCorp.pdf',
      'application/pdf',
      'processed',
      184_320,
      'Tax Forms',
      'W-2',
      ['W-2', '2025', 'wages', 'Acme Corp'],
      96,
      'Form W-2 Wage and Tax Statement 2025. Employer: Acme Corp. Wages, tips, other compensation: 84,250.00. Federal income tax withheld: 11,032.00.',
      3,
    ],
    [
      'Chase_Statement_March_2025.pdf',
      'application/pdf',
      'verified',
      412_004,
      'Bank Statements',
      'Checking',
      ['bank', 'checking', 'March 2025'],
      91,
      'JPMorgan Chase Bank checking account statement for March 1 – March 31, 2025. Beginning balance 12,440.18, ending balance 9,871.02.',
      10,
    ],
    [
      'Mortgage_Interest_1098.pdf',
      'application/pdf',
      'uploaded',
      96_512,
      null,
      null,
      [],
      null,
      'Form 1098 Mortgage Interest Statement. Lender: Lakeside Home Loans. Mortgage interest received from payer: 9,412.77. Property: 48 Orchard Lane.',
      1,
    ],
    [
      'Office_Supplies_Receipts_Q1.jpg',
      'image/jpeg',
      'uploaded',
      1_204_882,
      null,
      null,
      [],
      null,
      'Receipt – Staples store #0412. Printer paper, toner cartridges, desk organiser. Subtotal 212.40, sales tax 13.81, total 226.21. Paid by Visa.',
      2,
    ],
    [
      'Home_Insurance_Policy_2025.pdf',
      'application/pdf',
      'processing',
      302_118,
      null,
      null,
      [],
      null,
      'Homeowners insurance policy declarations page. Policy period 01/01/2025 – 01/01/2026. Dwelling coverage 420,000. Annual premium 1,684.00.',
      0,
    ],
  ],
  'anika@patelconsulting.example': [
    [
      '1099-NEC_2025_Globex.pdf',
      'application/pdf',
      'processed',
      88_410,
      'Income Documentation',
      '1099-NEC',
      ['1099-NEC', 'contractor', 'Globex'],
      93,
      'Form 1099-NEC Nonemployee Compensation 2025. Payer: Globex Industries. Box 1 nonemployee compensation 46,800.00 paid to Patel Consulting LLC.',
      6,
    ],
    [
      'Operating_Agreement_PatelConsulting.pdf',
      'application/pdf',
      'verified',
      640_223,
      'Legal Documents',
      'Operating Agreement',
      ['LLC', 'agreement', 'legal'],
      88,
      'Operating Agreement of Patel Consulting LLC, an Illinois limited liability company, entered into by its sole member Anika Patel on June 1, 2019.',
      40,
    ],
  ],
  'grace@okorodental.example': [
    [
      'Property_Tax_Bill_2025.pdf',
      'application/pdf',
      'processed',
      120_030,
      'Property Documents',
      'Property Tax',
      ['property tax', 'Cook County', '2025'],
      90,
      'Cook County Treasurer second installment property tax bill 2025 for parcel 14-21-110-004. Amount due 4,212.55 by December 1.',
      12,
    ],
    [
      'Dental_Equipment_Invoice.pdf',
      'application/pdf',
      'uploaded',
      75_003,
      null,
      null,
      [],
      null,
      'Invoice #88120 from Midwest Dental Supply: digital X-ray sensor and installation. Business expense, net 30. Total due 7,950.00.',
      4,
    ],
  ],
  'carlos@riveralandscaping.example': [
    [
      'Fuel_Receipts_2025.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'processed',
      22_874,
      'Business Expenses',
      'Vehicle',
      ['fuel', 'vehicle', 'receipts', '2025', 'mileage'],
      84,
      'Fuel receipts log 2025: truck F-250 and trailer. 214 fill-ups, total 18,322.40 gallons cost. Business mileage 31,480 miles recorded per vehicle.',
      8,
    ],
  ],
}

async function seedDocuments(db: Knex, staff: string[]): Promise<void> {
  if (!(await isEmpty(db, 'documents'))) return
  const clients = new Map<string, { id: number; firstName: string; lastName: string }>(
    (await db('clients').select('id', 'email', 'firstName', 'lastName')).map(
      (c: { id: number; email: string; firstName: string; lastName: string }) => [c.email, c],
    ),
  )
  const rows = []
  for (const [email, documents] of Object.entries(DOCUMENTS)) {
    const client = clients.get(email)
    if (!client) continue
    for (const [
      filename,
      type,
      status,
      size,
      category,
      subCategory,
      tags,
      confidence,
      extractedText,
      days,
    ] of documents) {
      rows.push({
        clientId: client.id,
        filename,
        type,
        size,
        uploadedBy: days % 2 === 0 ? `${client.firstName} ${client.lastName}` : staff[2]!,
        uploadedDate: daysAgo(days),
        status,
        thumbnail: null,
        category,
        subCategory,
        tags: JSON.stringify(tags),
        confidence,
        extractedText,
        isManuallyTagged: status === 'verified',
        processingClaimedAt: null,
      })
    }
  }
  if (rows.length > 0) await db('documents').insert(rows)
}

async function seedLibrary(db: Knex, staff: string[]): Promise<void> {
  const [admin, manager, staffMember] = staff as [string, string, string]
  if (await isEmpty(db, 'flowTemplates')) {
    const templates: Array<[string, string, string, boolean, number]> = [
      [
        'Virtual Tax Filing',
        'Collects documents, questions and signatures for a fully remote individual return.',
        manager,
        true,
        2,
      ],
      [
        'Power of Attorney',
        'Guides the client through Form 2848 so the firm can represent them before the IRS.',
        admin,
        true,
        5,
      ],
      [
        'Statement of Understanding',
        'Engagement letter and scope of services, signed before work starts.',
        manager,
        true,
        9,
      ],
      [
        'Authorization Form',
        'Form 8879 e-file authorization with identity checks and e-signature.',
        staffMember,
        false,
        1,
      ],
      ['New Client Onboarding', 'Welcome, intake questionnaire, prior-year returns and portal setup.', admin, true, 14],
      [
        'Small Business Bookkeeping Intake',
        'Bank feeds, chart of accounts and monthly close checklist for new bookkeeping clients.',
        staffMember,
        false,
        21,
      ],
      [
        'Quarterly Estimated Taxes',
        'Reminds clients of each estimate, computes the amount and confirms payment.',
        manager,
        true,
        30,
      ],
      [
        'IRS Notice Response',
        'Triage of an IRS letter: upload, deadline, response draft and client approval.',
        admin,
        false,
        45,
      ],
    ]
    await db('flowTemplates').insert(
      templates.map(([title, description, author, isShared, days]) => ({
        title,
        description,
        author,
        isShared,
        lastModified: daysAgo(days),
      })),
    )
  }
  if (await isEmpty(db, 'actionTemplates')) {
    const actions: Array<[string, string, string, number, number]> = [
      ['Request W-2 and 1099 forms', 'Document request', staffMember, 3, 4_096],
      ['Sign engagement letter', 'E-signature', manager, 7, 18_432],
      ['Review draft return', 'Approval', manager, 2, 8_192],
      ['Pay invoice', 'Payment', admin, 12, 2_048],
      ['Complete tax organizer', 'Questionnaire', staffMember, 20, 36_864],
      ['Schedule year-end planning call', 'Meeting', admin, 30, 1_024],
    ]
    await db('actionTemplates').insert(
      actions.map(([name, type, owner, days, size]) => ({ name, type, owner, lastModified: daysAgo(days), size })),
    )
  }
  if (await isEmpty(db, 'libraryFiles')) {
    const files: Array<[string, string, string, number, number]> = [
      ['2025 Tax Organizer.pdf', 'PDF', manager, 4, 1_048_576],
      ['Engagement Letter Template.docx', 'Word', admin, 16, 52_224],
      ['Client Welcome Packet.pdf', 'PDF', staffMember, 25, 2_621_440],
      ['Mileage Log.xlsx', 'Excel', staffMember, 40, 30_720],
    ]
    await db('libraryFiles').insert(
      files.map(([name, type, owner, days, size]) => ({ name, type, owner, lastModified: daysAgo(days), size })),
    )
  }
}

async function seedFeedback(db: Knex, byEmail: Map<string, UserRow>): Promise<void> {
  if (!(await isEmpty(db, 'feedback'))) return
  const staffUser = byEmail.get('staff@ledgerline.example')
  const clientUser = byEmail.get(DEMO_CLIENT_EMAIL)
  const bounds = (x: number, y: number, width: number, height: number) => JSON.stringify({ x, y, width, height })
  const entries = [
    {
      message: 'The unread badge on the bell does not clear after I open a notification.',
      reporterName: staffUser?.username ?? 'staff',
      userId: staffUser?.id ?? null,
      pageUrl: '/staff',
      status: 'open',
      priority: 'high',
      category: 'broken',
      subcategory: 'functionality',
      elementText: 'Notifications',
      // Selectors the portal's pages really have (the widget finds the element by selector, then by text).
      elementSelector: 'header button[aria-controls="notification-panel"]',
      positionX: 1184,
      positionY: 22,
      elementBounds: bounds(1170, 10, 28, 28),
      createdAt: minutesAgo(60 * 3),
    },
    {
      message: 'It would help to filter conversations by client group.',
      reporterName: staffUser?.username ?? 'staff',
      userId: staffUser?.id ?? null,
      pageUrl: '/staff',
      status: 'locked',
      priority: 'normal',
      category: 'feature',
      subcategory: 'tool',
      elementText: 'Conversations',
      elementSelector: 'nav[aria-label="Workspace"] button[aria-label="Conversations"]',
      positionX: 160,
      positionY: 120,
      elementBounds: bounds(0, 100, 320, 40),
      createdAt: minutesAgo(60 * 26),
    },
    {
      message: 'The My Tax Flow card text is cut off on my phone.',
      reporterName: clientUser?.username ?? 'Anonymous',
      userId: clientUser?.id ?? null,
      pageUrl: '/client',
      status: 'open',
      priority: 'normal',
      category: 'navigation',
      subcategory: 'mobile',
      elementText: 'My Tax Flow Follow your return step by step and talk to your advisor.',
      elementSelector: 'main a[href="/client/tax-flow"]',
      positionX: 188,
      positionY: 412,
      elementBounds: bounds(16, 380, 343, 96),
      createdAt: minutesAgo(60 * 8),
    },
    {
      message: 'Typo on the document center: "Bank Statments".',
      reporterName: 'Anonymous',
      userId: null,
      pageUrl: '/client/documents',
      status: 'resolved',
      priority: 'low',
      category: 'update',
      subcategory: 'text',
      elementText: 'Bank Statments',
      elementSelector: '#document-category',
      positionX: 640,
      positionY: 210,
      elementBounds: bounds(600, 196, 180, 32),
      createdAt: daysAgo(5),
    },
    {
      message: 'Please add a shortcut to export all open feedback as a report.',
      reporterName: 'Manager',
      userId: null,
      pageUrl: '/feedback-admin',
      status: 'open',
      priority: 'low',
      category: 'improvement',
      subcategory: 'workflow',
      elementText: null,
      elementSelector: null,
      positionX: null,
      positionY: null,
      elementBounds: null,
      createdAt: daysAgo(2),
    },
  ]
  await db('feedback').insert(entries.map((entry) => ({ ...entry, updatedAt: entry.createdAt })))
}
