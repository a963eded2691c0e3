import Joi from 'joi'
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES } from '@ledgerline/sdk/types'
import { isoDateString } from '../models/api-schemas.js'

export const documentsQuery = Joi.object({
  clientId: Joi.number().integer().min(1).max(2_147_483_647),
})

export const documentSchema = Joi.object({
  id: Joi.number().integer().required(),
  clientId: Joi.number().integer().required(),
  filename: Joi.string().required(),
  type: Joi.string().required(),
  size: Joi.number().integer().min(0).required(),
  uploadedBy: Joi.string().required(),
  uploadedDate: isoDateString.required(),
  status: Joi.string()
    .valid(...DOCUMENT_STATUSES)
    .required(),
  thumbnail: Joi.string().allow(null).required(),
  category: Joi.string()
    .valid(...DOCUMENT_CATEGORIES)
    .allow(null)
    .required(),
  subCategory: Joi.string().allow(null).required(),
  tags: Joi.array().items(Joi.string()).required(),
  confidence: Joi.number().integer().min(0).max(100).allow(null).required(),
  extractedText: Joi.string().allow(null, '').required(),
  isManuallyTagged: Joi.boolean().required(),
}).label('Document')

export const categoriesSchema = Joi.array()
  .items(Joi.string().valid(...DOCUMENT_CATEGORIES))
  .label('DocumentCategories')
