// The SDK's answers checked against the joi schemas of @ledgerline/contracts. The SDK's types are generated
// from those schemas (packages/contracts/src/generate.ts), so an answer that passes has exactly the fields and
// value kinds its TypeScript type names: this ties the exported types to what the API really sends.
import {
  clientSchema,
  conversationSchema,
  countSchema,
  currentUserSchema,
  documentSchema,
  environmentSchema,
  feedbackSchema,
  firmContactSchema,
  flowTemplateSchema,
  libraryItemSchema,
  notificationSchema,
  serviceTypeSchema,
  setDemoRoleSchema,
  userSchema,
} from '@ledgerline/contracts/schemas'
import type Joi from 'joi'
import { expect } from 'vitest'

/** No conversion: a number sent as a string, or a date in another format, is a mismatch. */
const strictly = { convert: false, abortEarly: false, presence: 'optional' } as const

export function expectShape(value: unknown, schema: Joi.Schema, label: string): void {
  expect(schema.validate(value, strictly).error?.message, label).toBeUndefined()
}

/** A list of one shape; it must not be empty, or nothing would have been checked. */
export function expectListOf(value: unknown, schema: Joi.Schema, label: string): void {
  expect(Array.isArray(value), `${label} is a list`).toBe(true)
  expect((value as unknown[]).length, `${label} has entries to check`).toBeGreaterThan(0)
  ;(value as unknown[]).forEach((item, i) => expectShape(item, schema, `${label}[${i}]`))
}

export const shapes = {
  currentUser: currentUserSchema,
  user: userSchema,
  count: countSchema,
  setDemoRole: setDemoRoleSchema,
  conversation: conversationSchema,
  serviceType: serviceTypeSchema,
  notification: notificationSchema,
  document: documentSchema,
  flowTemplate: flowTemplateSchema,
  libraryItem: libraryItemSchema,
  client: clientSchema,
  firmContact: firmContactSchema,
  environment: environmentSchema,
  feedback: feedbackSchema,
}
