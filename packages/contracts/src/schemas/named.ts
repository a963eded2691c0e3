import type Joi from 'joi'

/**
 * Gives a schema's TypeScript type its name: `npm run generate -w @ledgerline/contracts` writes
 * `export interface <name>` (or `type`) for it into src/types/, and a schema that uses it refers to it by name.
 * Only the name: a joi label would also change the messages of validation errors.
 */
export const named = <T extends Joi.Schema>(name: string, schema: T): T => schema.meta({ className: name }) as T
