import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, tempDatabase } from './helpers.js'

const database = tempDatabase()
const env = database.env
beforeAll(async () => {
  const migrated = await runCli(['migrate'], env)
  expect(migrated.code, migrated.stderr).toBe(0)
})
afterAll(() => database.cleanup())

const add = (...extra: string[]) =>
  runCli(['sites', 'add', '--name', 'Marketing site', '--origin', 'https://www.example.com', '--json', ...extra], env)

describe('ledgerline sites add --daily-limit', () => {
  it('sets the site’s ceiling of submissions per 24 hours, 10,000 when not given', async () => {
    const capped = await add('--daily-limit', '250')
    expect(capped.code, capped.stderr).toBe(0)
    expect(JSON.parse(capped.stdout)).toMatchObject({ dailyLimit: 250 })
    const plain = await add()
    expect(JSON.parse(plain.stdout)).toMatchObject({ dailyLimit: 10_000 })
  })

  it('refuses a limit that is not a positive whole number, as wrong usage', async () => {
    for (const value of ['0', 'lots', '2.5']) {
      const result = await add('--daily-limit', value)
      expect(result.code).toBe(2)
      expect(result.stderr).toMatch(/dailyLimit/)
    }
  })
})
