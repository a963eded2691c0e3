// Generated from src/schemas/notifications.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.
import type { NotificationType } from '../constants.js'

export type Notification = {
  id: number
  type: NotificationType
  title: string
  description: string | null
  read: boolean
  createdAt: string
}
