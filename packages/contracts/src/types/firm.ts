// Generated from src/schemas/firm.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.
import type { EnvironmentKind } from '../constants.js'

/**
 * GET /api/environment: what kind of deployment answers; the portal shows a banner except in production.
 */
export type EnvironmentInfo = {
  environment: EnvironmentKind
}

/**
 * The firm's contact card, from configuration (DECISIONS.md §11).
 */
export type FirmContact = {
  name: string
  email: string
  phone: string
  address: string
  officeHours: string
}
