import Joi from 'joi'
import { ENVIRONMENT_KINDS } from '../constants.js'
import { named } from './named.js'

/** The firm's contact card, from configuration (DECISIONS.md §11). */
export const firmContactSchema = named(
  'FirmContact',
  Joi.object({
    name: Joi.string().required(),
    email: Joi.string().required(),
    phone: Joi.string().required(),
    address: Joi.string().required(),
    officeHours: Joi.string().required(),
  })
    .label('FirmContact')
    .description("The firm's contact card, from configuration (DECISIONS.md §11)."),
)

export const environmentSchema = named(
  'EnvironmentInfo',
  Joi.object({
    environment: Joi.string()
      .valid(...ENVIRONMENT_KINDS)
      .required(),
  })
    .label('Environment')
    .description(
      'GET /api/environment: what kind of deployment answers; the portal shows a banner except in production.',
    ),
)
