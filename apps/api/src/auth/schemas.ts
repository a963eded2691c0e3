import Joi from 'joi'
import { ROLES } from '@ledgerline/sdk/types'

export const email = Joi.string().trim().lowercase().email({ tlds: false }).max(320)

export const currentUserSchema = Joi.object({
  id: Joi.number().integer().required(),
  role: Joi.string()
    .valid(...ROLES)
    .allow(null)
    .required(),
  firstName: Joi.string().allow(null, '').required(),
  lastName: Joi.string().allow(null, '').required(),
  email: Joi.string().required(),
  username: Joi.string().required(),
  profileImageUrl: Joi.string().allow(null).required(),
  vipStatus: Joi.boolean().required(),
}).label('CurrentUser')

export const loginPayload = Joi.object({
  email: email.required(),
  password: Joi.string().min(1).max(1024).required(),
  portal: Joi.string().valid('client', 'staff').required(),
})

export const domainAuthPayload = Joi.object({
  username: Joi.string().min(1).max(200).required(),
  password: Joi.string().min(1).max(1024).required(),
})

export const setDemoRolePayload = Joi.object({
  role: Joi.string()
    .valid(...ROLES)
    .required(),
})
