// The joi pieces several domains share now live in @ledgerline/contracts/schemas; what still imports them from
// here gets them from there.
export { countSchema, emptyPayload, idParams, isoDateString, noQuery, searchText } from '@ledgerline/contracts/schemas'
