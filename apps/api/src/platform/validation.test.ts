import Joi from 'joi'
import { describe, expect, it } from 'vitest'
import { signIn, useApi } from '../../test/helpers.js'
import { synchronousCheck } from './validation.js'

const api = useApi()

describe('input checks', () => {
  it('are synchronous functions on every route, inputs and answers, never a joi schema left to validateAsync', () => {
    const schemas = api.server.table().flatMap((route) => {
      const validate = route.settings.validate as Record<string, unknown>
      return ['headers', 'params', 'query', 'payload', 'state']
        .filter((source) => Joi.isSchema(validate[source]))
        .map((source) => `${route.method} ${route.path} ${source}`)
    })
    expect(schemas).toEqual([])
    const answers = api.server.table().flatMap((route) => {
      const response = route.settings.response as { schema?: unknown; status?: Record<string, unknown> }
      return [response.schema, ...Object.values(response.status ?? {})]
        .filter((rule) => Joi.isSchema(rule))
        .map(() => `${route.method} ${route.path} response`)
    })
    expect(answers).toEqual([])
    const checkedAnswers = api.server.table().filter((route) => typeof route.settings.response?.schema === 'function')
    expect(checkedAnswers.length).toBeGreaterThan(5)
    const checked = api.server.table().filter((route) => typeof route.settings.validate?.query === 'function')
    expect(checked.length).toBeGreaterThan(5)
  })

  it('return the converted value and throw joi errors that name the field', () => {
    const check = synchronousCheck(Joi.object({ limit: Joi.number().integer().max(5) }), { abortEarly: true })
    expect(check({ limit: '3' })).toEqual({ limit: 3 })
    expect(() => check({ limit: '9' })).toThrow('"limit" must be less than or equal to 5')
  })

  it("apply the options that differ from joi's own, to nested schemas with preferences of their own too", () => {
    const schema = Joi.object({
      a: Joi.number().strict(),
      b: Joi.string().messages({ 'string.base': '{#label} is text' }),
    })
    const early = synchronousCheck(schema, { abortEarly: true })
    expect(() => early({ a: '1', b: 2 })).toThrow(/^"a" must be a number$/)
    const all = synchronousCheck(schema, { abortEarly: false })
    expect(() => all({ a: '1', b: 2 })).toThrow('"a" must be a number. "b" is text')
    const unknown = synchronousCheck(schema, { allowUnknown: true, abortEarly: true })
    expect(unknown({ a: 1, c: 3 })).toEqual({ a: 1, c: 3 })
  })

  it('take an empty input without a check only when the schema would give it back unchanged', () => {
    expect(synchronousCheck(Joi.object({ q: Joi.string() }))({})).toEqual({})
    // Defaults are still filled in, and a required field is still required.
    expect(synchronousCheck(Joi.object({ limit: Joi.number().default(100) }))({})).toEqual({ limit: 100 })
    expect(() => synchronousCheck(Joi.object({ id: Joi.string().required() }))({})).toThrow('"id" is required')
    expect(() => synchronousCheck(Joi.object({}).min(1))({})).toThrow('must have at least 1 key')
    // Each call gets its own object: a handler that adds to it cannot change the next request's.
    const check = synchronousCheck(Joi.object({ q: Joi.string() }))
    const first = check({}) as Record<string, unknown>
    first.q = 'added'
    expect(check({})).toEqual({})
  })

  it('still answer 400 with the field named, on a route with query parameters', async () => {
    const cookie = await signIn(api.server, 'staff@ledgerline.example')
    const res = await api.server.inject({ url: '/api/conversations?status=lost', headers: { cookie } })
    expect(res.statusCode).toBe(400)
    expect((res.result as { message: string }).message).toMatch(/"status" must be one of/)
  })
})
