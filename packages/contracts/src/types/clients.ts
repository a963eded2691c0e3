// Generated from src/schemas/clients.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.

export type Client = {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string | null
  address: string | null
  profileImageUrl: string | null
  isVip: boolean
}
