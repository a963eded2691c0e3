import { readdirSync } from 'node:fs'
import Joi from 'joi'
import { convertSchema } from 'joi-to-typescript'
import { describe, expect, it } from 'vitest'
import { committedType, generateTypes } from './generate.js'
import { named } from './schemas/named.js'
import { userSchema } from './schemas/users.js'

describe('the types of @ledgerline/contracts', () => {
  it('are exactly what the joi schemas generate (run `npm run generate -w @ledgerline/contracts` after a change)', async () => {
    const generated = await generateTypes()
    for (const [file, text] of generated) expect(committedType(file), `src/types/${file}`).toBe(text)
    const committed = readdirSync(new URL('./types/', import.meta.url)).sort()
    expect(committed, 'src/types/ holds only generated files').toEqual([...generated.keys()].sort())
  })

  it('change when a schema changes, so a schema and its type cannot disagree', () => {
    const typeOf = (schema: Joi.Schema) =>
      convertSchema({ sortPropertiesByName: false }, schema, undefined, true)!.content
    const withNickname = named('User', userSchema.keys({ nickname: Joi.string().required() }))
    expect(typeOf(withNickname)).toContain('nickname: string')
    expect(typeOf(withNickname)).not.toBe(typeOf(userSchema))
    const optionalEmail = named('User', userSchema.keys({ email: Joi.string() }))
    expect(typeOf(optionalEmail)).toContain('email?: string')
  })
})
