import type { ErrorBody } from './types.js'

/** The message the API answers with 401 until the domain gate is passed (DECISIONS.md §4). */
export const GATE_REQUIRED_MESSAGE = 'Domain authentication required'

/**
 * A non-OK answer from the API (SPEC.md §8): `message` is `STATUS: body text`, or `STATUS: status text`
 * when the body is empty; `status` and the parsed `body` are kept.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly statusText: string
  /** The body parsed as JSON (a Boom `ErrorBody` for API errors), the raw text when it is not JSON, null when empty. */
  readonly body: unknown
  /** The body exactly as received. */
  readonly bodyText: string

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`)
    this.status = status
    this.statusText = statusText
    this.bodyText = bodyText
    this.body = parseBody(bodyText)
  }

  /** The server's own explanation: Boom's `message` when the body is a Boom error, otherwise the message. */
  get serverMessage(): string {
    return isErrorBody(this.body) ? this.body.message : this.message
  }
}

function parseBody(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

export function isErrorBody(body: unknown): body is ErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as ErrorBody).statusCode === 'number' &&
    typeof (body as ErrorBody).message === 'string'
  )
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** True when the API refused because the domain gate has not been passed: the portal shows the gate screen. */
export function isGateRequired(error: unknown): boolean {
  return (
    isApiError(error) && error.status === 401 && isErrorBody(error.body) && error.body.message === GATE_REQUIRED_MESSAGE
  )
}
