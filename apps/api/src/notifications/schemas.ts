import Joi from 'joi'
import { NOTIFICATION_TYPES } from '@ledgerline/sdk/types'
import { isoDateString } from '../models/api-schemas.js'

export const notificationSchema = Joi.object({
  id: Joi.number().integer().required(),
  type: Joi.string()
    .valid(...NOTIFICATION_TYPES)
    .required(),
  title: Joi.string().required(),
  description: Joi.string().allow(null, '').required(),
  read: Joi.boolean().required(),
  createdAt: isoDateString.required(),
}).label('Notification')
