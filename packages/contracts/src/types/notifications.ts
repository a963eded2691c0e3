// Generated from src/schemas/notifications.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.

export type Notification = {
  id: number
  type: 'info' | 'warning' | 'success' | 'error'
  title: string
  description: string | null
  read: boolean
  createdAt: string
}
