import Joi from 'joi'
import { NOTIFICATION_TYPES } from '../constants.js'
import { isoDateString } from './common.js'
import { named } from './named.js'

export const notificationSchema = named(
  'Notification',
  Joi.object({
    id: Joi.number().integer().required(),
    type: Joi.string()
      .valid(...NOTIFICATION_TYPES)
      .required(),
    title: Joi.string().required(),
    description: Joi.string().allow(null, '').required(),
    read: Joi.boolean().required(),
    createdAt: isoDateString.required(),
  }).label('Notification'),
)
