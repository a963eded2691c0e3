import Boom from '@hapi/boom'
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi'
import {
  CheckViolationError,
  DataError,
  ForeignKeyViolationError,
  NotFoundError,
  NotNullViolationError,
  UniqueViolationError,
  ValidationError,
} from 'objection'

/** Maps data-layer errors to Boom, so no internal detail leaves the server and no bad input becomes a 500. */
function toBoom(error: unknown): Boom.Boom | undefined {
  if (error instanceof NotFoundError) return Boom.notFound('Not found')
  if (error instanceof UniqueViolationError) return Boom.conflict('Already exists')
  if (error instanceof ForeignKeyViolationError) return Boom.conflict('Refers to something that does not exist')
  if (error instanceof NotNullViolationError || error instanceof CheckViolationError || error instanceof DataError) {
    return Boom.badRequest('Invalid value')
  }
  if (error instanceof ValidationError) return Boom.badRequest(error.message)
  return undefined
}

export const errorsPlugin: Plugin<void> = {
  name: 'errors',
  register(server) {
    server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
      const { response } = request
      if (!Boom.isBoom(response)) return h.continue
      // Boom wraps thrown errors: the original is the error itself with isBoom added.
      const mapped = toBoom(response)
      if (mapped) return mapped
      if (response.output.statusCode >= 500) request.log(['error'], response)
      return h.continue
    })
  },
}
