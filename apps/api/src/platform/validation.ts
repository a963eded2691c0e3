import type { Plugin, RequestRoute } from '@hapi/hapi'
import Joi, { type Schema, type ValidationOptions } from 'joi'

const SOURCES = ['headers', 'params', 'query', 'payload', 'state'] as const

/**
 * A joi schema as a synchronous check with fixed options: the options are applied to the schema once,
 * so each request runs `schema.validate(value)` alone. hapi's own path calls `validateAsync` with a
 * per-request context, which made joi merge and re-check its options on every request and cost about
 * as much as a whole bare route. Errors are joi's, so the route's failAction names the field.
 */
export function synchronousCheck(schema: Schema, options: ValidationOptions = {}): (value: unknown) => unknown {
  const prepared = Object.keys(options).length ? schema.prefs(options) : schema
  return (value) => {
    const { error, value: checked } = prepared.validate(value)
    if (error) throw error
    return checked
  }
}

/** Every route added after this plugin has its joi input schemas replaced by synchronous checks. */
export const validationPlugin: Plugin<void> = {
  name: 'validation',
  register(server) {
    server.events.on('route', (route: RequestRoute) => {
      const validate = route.settings.validate as Record<string, unknown> | undefined
      if (!validate) return
      const options = (validate.options ?? {}) as ValidationOptions
      for (const source of SOURCES) {
        const rule = validate[source]
        if (Joi.isSchema(rule)) validate[source] = synchronousCheck(rule, options)
      }
    })
  },
}
