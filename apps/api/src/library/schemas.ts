import Joi from 'joi'
import { isoDateString } from '../models/api-schemas.js'

export const flowTemplateSchema = Joi.object({
  id: Joi.number().integer().required(),
  title: Joi.string().required(),
  description: Joi.string().allow('').required(),
  author: Joi.string().required(),
  isShared: Joi.boolean().required(),
  lastModified: isoDateString.required(),
}).label('FlowTemplate')

export const libraryItemSchema = Joi.object({
  id: Joi.number().integer().required(),
  name: Joi.string().required(),
  type: Joi.string().required(),
  owner: Joi.string().required(),
  lastModified: isoDateString.required(),
  size: Joi.number().integer().min(0).required(),
}).label('LibraryItem')
