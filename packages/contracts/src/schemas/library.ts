import Joi from 'joi'
import { isoDateString } from './common.js'
import { named } from './named.js'

export const flowTemplateSchema = named(
  'FlowTemplate',
  Joi.object({
    id: Joi.number().integer().required(),
    title: Joi.string().required(),
    description: Joi.string().allow('').required(),
    author: Joi.string().required(),
    isShared: Joi.boolean().required(),
    lastModified: isoDateString.required(),
  }).label('FlowTemplate'),
)

/** Action templates and library files share this shape. */
export const libraryItemSchema = named(
  'LibraryItem',
  Joi.object({
    id: Joi.number().integer().required(),
    name: Joi.string().required(),
    type: Joi.string().required(),
    owner: Joi.string().required(),
    lastModified: isoDateString.required(),
    size: Joi.number().integer().min(0).required().description('Size in bytes.'),
  })
    .label('LibraryItem')
    .description('Action templates and library files share this shape.'),
)
