import type { Plugin, RequestRoute } from '@hapi/hapi'
import Joi, { type Schema, type ValidationOptions } from 'joi'

const SOURCES = ['headers', 'params', 'query', 'payload', 'state'] as const

/** joi's own defaults for the options a route is likely to name. */
const JOI_DEFAULTS: Record<string, unknown> = {
  abortEarly: true,
  allowUnknown: false,
  convert: true,
  noDefaults: false,
  presence: 'optional',
  stripUnknown: false,
}

/**
 * A joi schema as a synchronous check with fixed options: the options are applied to the schema once,
 * so each request runs `schema.validate(value)` alone. hapi's own path calls `validateAsync` with a
 * per-request context, which made joi merge and re-check its options on every request and cost about
 * as much as a whole bare route. Errors are joi's, so the route's failAction names the field.
 */
export function synchronousCheck(schema: Schema, options: ValidationOptions = {}): (value: unknown) => unknown {
  // Options joi has anyway are left out: preferences on the root make joi merge those of every nested schema
  // that has its own (a strict number, custom messages) on every call, instead of once.
  const changed = Object.entries(options).filter(([key, value]) => JOI_DEFAULTS[key] !== value)
  const prepared = changed.length ? schema.prefs(Object.fromEntries(changed)) : schema
  // Most reads carry no query at all: when the schema takes an empty object as it is (no defaults to fill in),
  // an empty object needs no check.
  const empty = prepared.validate({})
  const takesEmptyAsIs = !empty.error && isEmptyObject(empty.value)
  return (value) => {
    if (takesEmptyAsIs && isEmptyObject(value)) return {}
    const { error, value: checked } = prepared.validate(value)
    if (error) throw error
    return checked
  }
}

function isEmptyObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || Buffer.isBuffer(value)) return false
  for (const key in value) if (Object.hasOwn(value, key)) return false
  return true
}

/** Every route added after this plugin has its joi input and answer schemas replaced by synchronous checks. */
export const validationPlugin: Plugin<void> = {
  name: 'validation',
  register(server) {
    server.events.on('route', (route: RequestRoute) => {
      const validate = route.settings.validate as Record<string, unknown> | undefined
      if (validate) {
        const options = (validate.options ?? {}) as ValidationOptions
        for (const source of SOURCES) {
          const rule = validate[source]
          if (Joi.isSchema(rule)) validate[source] = synchronousCheck(rule, options)
        }
      }
      // The sampled answer checks too: hapi's path builds a per-request context for joi's async entry.
      const response = route.settings.response as
        { schema?: unknown; status?: Record<string, unknown>; options?: ValidationOptions } | undefined
      if (!response) return
      const responseOptions = response.options ?? {}
      if (Joi.isSchema(response.schema)) response.schema = synchronousCheck(response.schema, responseOptions)
      for (const [code, rule] of Object.entries(response.status ?? {}))
        if (Joi.isSchema(rule)) response.status![code] = synchronousCheck(rule, responseOptions)
    })
  },
}
