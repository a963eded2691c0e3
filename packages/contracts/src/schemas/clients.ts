import Joi from 'joi'
import { named } from './named.js'

export const clientSchema = named(
  'Client',
  Joi.object({
    id: Joi.number().integer().required(),
    firstName: Joi.string().required(),
    lastName: Joi.string().required(),
    email: Joi.string().required(),
    phone: Joi.string().allow(null).required(),
    address: Joi.string().allow(null).required(),
    profileImageUrl: Joi.string().allow(null).required(),
    isVip: Joi.boolean().required(),
  }).label('Client'),
)
