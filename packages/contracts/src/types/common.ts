// Generated from src/schemas/common.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.

export type Count = {
  count: number
}

export type ErrorBody = {
  statusCode: number
  error: string
  message: string
}

export type IdParams = {
  id: number
}
