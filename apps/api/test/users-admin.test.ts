import { describe, expect, it } from 'vitest'
import { signIn, useApi } from './helpers.js'

const api = useApi({ each: true })

const whoAmI = (cookie: string) => api.call(cookie, 'GET', '/api/auth/user')

describe('managing people (admins only)', () => {
  it('lets an admin deactivate a user: their sessions end and they cannot sign in until reactivated', async () => {
    const admin = await signIn(api.server, 'admin@ledgerline.example')
    const staff = await signIn(api.server, 'staff@ledgerline.example')
    const staffId = await api.idOf('staff@ledgerline.example')
    expect((await whoAmI(staff)).statusCode).toBe(200)

    const res = await api.call(admin, 'PATCH', `/api/users/${staffId}`, { active: false })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: staffId, active: false, role: 'staff' })
    expect(res.json()).not.toHaveProperty('passwordHash')

    expect((await whoAmI(staff)).statusCode).toBe(401)
    await expect(signIn(api.server, 'staff@ledgerline.example')).rejects.toThrow(/401/)
    const listed = (await api.call(admin, 'GET', '/api/users')).json() as Array<{ id: number; active: boolean }>
    expect(listed.find((u) => u.id === staffId)?.active).toBe(false)

    expect((await api.call(admin, 'PATCH', `/api/users/${staffId}`, { active: true })).statusCode).toBe(200)
    expect((await whoAmI(await signIn(api.server, 'staff@ledgerline.example'))).statusCode).toBe(200)
  })

  it("lets an admin change a role, which the user's next request carries", async () => {
    const admin = await signIn(api.server, 'admin@ledgerline.example')
    const staff = await signIn(api.server, 'staff@ledgerline.example')
    const staffId = await api.idOf('staff@ledgerline.example')
    expect((await api.call(admin, 'PATCH', `/api/users/${staffId}`, { role: 'manager' })).json()).toMatchObject({
      role: 'manager',
    })
    expect((await whoAmI(staff)).json()).toMatchObject({ role: 'manager' })
  })

  it('ends every session of a user', async () => {
    const admin = await signIn(api.server, 'admin@ledgerline.example')
    const laptop = await signIn(api.server, 'staff@ledgerline.example')
    const phone = await signIn(api.server, 'staff@ledgerline.example')
    const res = await api.call(admin, 'DELETE', `/api/users/${await api.idOf('staff@ledgerline.example')}/sessions`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ended: 2 })
    expect((await whoAmI(laptop)).statusCode).toBe(401)
    expect((await whoAmI(phone)).statusCode).toBe(401)
    // The admin's own session is untouched.
    expect((await whoAmI(admin)).statusCode).toBe(200)
  })

  it('refuses staff and managers: they cannot deactivate, promote or end sessions of anyone', async () => {
    const adminId = await api.idOf('admin@ledgerline.example')
    const staffId = await api.idOf('staff@ledgerline.example')
    for (const email of ['staff@ledgerline.example', 'manager@ledgerline.example']) {
      const cookie = await signIn(api.server, email)
      expect((await api.call(cookie, 'PATCH', `/api/users/${adminId}`, { active: false })).statusCode).toBe(403)
      expect((await api.call(cookie, 'PATCH', `/api/users/${staffId}`, { role: 'admin' })).statusCode).toBe(403)
      expect((await api.call(cookie, 'DELETE', `/api/users/${adminId}/sessions`)).statusCode).toBe(403)
    }
    const admin = await api.server.app.db('users').where({ id: adminId }).first()
    expect(Boolean(admin.isActive)).toBe(true)
    expect((await api.server.app.db('users').where({ id: staffId }).first()).role).toBe('staff')
  })

  it('keeps the last active admin: no demotion, no deactivation, none of oneself', async () => {
    const admin = await signIn(api.server, 'admin@ledgerline.example')
    const adminId = await api.idOf('admin@ledgerline.example')
    const demote = await api.call(admin, 'PATCH', `/api/users/${adminId}`, { role: 'staff' })
    expect(demote.statusCode).toBe(409)
    expect(demote.json().message).toMatch(/last active admin/)
    expect((await api.call(admin, 'PATCH', `/api/users/${adminId}`, { active: false })).statusCode).toBe(409)

    // With a second admin, the first may step down, but still not deactivate themselves.
    const managerId = await api.idOf('manager@ledgerline.example')
    expect((await api.call(admin, 'PATCH', `/api/users/${managerId}`, { role: 'admin' })).statusCode).toBe(200)
    expect((await api.call(admin, 'PATCH', `/api/users/${adminId}`, { active: false })).json().message).toMatch(
      /your own account/,
    )
    expect((await api.call(admin, 'PATCH', `/api/users/${adminId}`, { role: 'staff' })).statusCode).toBe(200)
    // Now a staff member: the admin routes refuse them at once.
    expect((await api.call(admin, 'PATCH', `/api/users/${managerId}`, { role: 'staff' })).statusCode).toBe(403)
  })

  it('keeps clients clients and internal users internal', async () => {
    const admin = await signIn(api.server, 'admin@ledgerline.example')
    const res = await api.call(admin, 'PATCH', `/api/users/${await api.idOf('client@example.com')}`, { role: 'staff' })
    expect(res.statusCode).toBe(409)
    expect(
      (await api.call(admin, 'PATCH', `/api/users/${await api.idOf('staff@ledgerline.example')}`, { role: 'client' }))
        .statusCode,
    ).toBe(409)
  })

  it('answers bad input with a 400 naming the problem and an unknown user with 404', async () => {
    const admin = await signIn(api.server, 'admin@ledgerline.example')
    const staffId = await api.idOf('staff@ledgerline.example')
    const empty = await api.call(admin, 'PATCH', `/api/users/${staffId}`, {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toMatch(/role|active/)
    const boss = await api.call(admin, 'PATCH', `/api/users/${staffId}`, { role: 'boss' })
    expect(boss.statusCode).toBe(400)
    expect(boss.json().message).toMatch(/role/)
    expect((await api.call(admin, 'PATCH', `/api/users/${staffId}`, { active: 'maybe' })).statusCode).toBe(400)
    expect((await api.call(admin, 'PATCH', '/api/users/999999', { active: false })).statusCode).toBe(404)
    expect((await api.call(admin, 'DELETE', '/api/users/999999/sessions')).statusCode).toBe(404)
    expect((await api.call(admin, 'GET', '/api/users/abc')).statusCode).toBe(400)
  })
})
