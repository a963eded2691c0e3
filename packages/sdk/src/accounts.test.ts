import { describe, expect, it } from 'vitest'
import { accountsApi, needsSecondFactor } from './accounts.js'
import { createClient, nextCursor } from './client.js'

describe('accounts calls', () => {
  it('reads the next cursor of a keyset page from the Link header', async () => {
    const seen: string[] = []
    const client = createClient({
      fetch: async (url) => {
        seen.push(url instanceof Request ? url.url : url.toString())
        return new Response('[{"id":9}]', {
          headers: { Link: '</api/audit-events?action=auth.login&limit=1&cursor=eyJpZCI6OX0>; rel="next"' },
        })
      },
    })
    const page = await accountsApi(client).listAuditEvents({ action: 'auth.login' }, undefined, 1)
    expect(page).toEqual({ items: [{ id: 9 }], next: 'eyJpZCI6OX0' })
    expect(seen[0]).toBe('/api/audit-events?action=auth.login&limit=1')
    expect(nextCursor(null)).toBeNull()
    expect(nextCursor('</x?cursor=a>; rel="prev"')).toBeNull()
  })

  it('tells a sign-in that waits for its second factor from a signed-in user', () => {
    expect(needsSecondFactor({ mfaRequired: true, enrol: false })).toBe(true)
    expect(
      needsSecondFactor({
        id: 1,
        role: 'staff',
        firstName: null,
        lastName: null,
        email: 'a@b.c',
        username: 'a',
        profileImageUrl: null,
        vipStatus: false,
      }),
    ).toBe(false)
  })
})
