import Joi from 'joi'
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES } from '../constants.js'
import { isoDateString, rowId } from './common.js'
import { named } from './named.js'

/** GET /api/documents */
export const documentsQuery = named(
  'DocumentFilters',
  Joi.object({
    clientId: rowId.description("Internal roles only: one client's documents."),
  }),
)

export const documentSchema = named(
  'Document',
  Joi.object({
    id: Joi.number().integer().required(),
    clientId: Joi.number().integer().required(),
    filename: Joi.string().required(),
    type: Joi.string().required().description('MIME type, e.g. application/pdf'),
    size: Joi.number().integer().min(0).required().description('Size in bytes.'),
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
    confidence: Joi.number().integer().min(0).max(100).allow(null).required().description('0–100'),
    extractedText: Joi.string().allow(null, '').required(),
    isManuallyTagged: Joi.boolean().required(),
  }).label('Document'),
)

export const categoriesSchema = Joi.array()
  .items(Joi.string().valid(...DOCUMENT_CATEGORIES))
  .label('DocumentCategories')
