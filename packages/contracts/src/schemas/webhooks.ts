import Joi from 'joi'
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS, WEBHOOK_FORMATS } from '../constants.js'
import { isoDateString, rowId } from './common.js'
import { named } from './named.js'

const eventType = Joi.string().valid(...WEBHOOK_EVENTS)
const format = Joi.string().valid(...WEBHOOK_FORMATS)

/** POST /api/webhooks (admin). */
export const webhookInputSchema = named(
  'WebhookEndpointInput',
  Joi.object({
    url: Joi.string()
      .trim()
      .max(2048)
      .uri({ scheme: ['http', 'https'] })
      .required()
      .messages({ 'string.uriCustomScheme': '"url" must be an http(s) URL' }),
    events: Joi.array().items(eventType).min(1).unique().required(),
    format: format.default('json'),
  }).label('WebhookEndpointInput'),
)

/** GET /api/webhooks (admin): an endpoint and how its latest delivery went; never its secret. */
export const webhookEndpointSchema = named(
  'WebhookEndpoint',
  Joi.object({
    id: Joi.number().integer().required(),
    url: Joi.string().required(),
    events: Joi.array().items(eventType).required(),
    format: format.required(),
    createdAt: isoDateString.required(),
    lastAttemptAt: isoDateString.allow(null).required(),
    lastStatus: Joi.string()
      .valid(...WEBHOOK_DELIVERY_STATES)
      .allow(null)
      .required()
      .description('delivered, retrying (the receiver failed; another attempt is due) or failed (given up).'),
    lastStatusCode: Joi.number().integer().allow(null).required(),
    lastError: Joi.string().allow(null).required(),
  })
    .label('WebhookEndpoint')
    .description('GET /api/webhooks (admin): an endpoint and how its latest delivery went; never its secret.'),
)

/** POST /api/webhooks answers the endpoint with its signing secret, which is never shown again. */
export const webhookEndpointCreatedSchema = named(
  'WebhookEndpointCreated',
  webhookEndpointSchema
    .keys({ secret: Joi.string().required() })
    .label('WebhookEndpointCreated')
    .description('POST /api/webhooks: the endpoint and its signing secret, shown this once.'),
)

/** GET /api/webhooks/deliveries */
export const webhookDeliveriesQuery = named(
  'WebhookDeliveriesQuery',
  Joi.object({
    endpointId: rowId,
    limit: Joi.number().integer().min(1).max(200).default(50),
  }),
)

/** What a `json` webhook receives (DECISIONS.md §12), signed in `Ledgerline-Signature`. */
export const webhookEventSchema = named(
  'WebhookEvent',
  Joi.object({
    id: Joi.string()
      .required()
      .description('`evt_…`: the same on every retry of one delivery, so a receiver can drop repeats.'),
    type: Joi.string()
      .valid(...WEBHOOK_EVENTS, 'webhook.test')
      .required(),
    createdAt: isoDateString.required(),
    data: Joi.object()
      .unknown(true)
      .required()
      .description(
        'The entry (`Feedback`); for feedback.status_changed also `previousStatus`; for feedback.deleted only `{id}`.',
      ),
  }).description('What a `json` webhook receives (DECISIONS.md §12), signed in `Ledgerline-Signature`.'),
)

/** GET /api/webhooks/deliveries: one delivery (an outbox row of kind webhook), newest first. */
export const webhookDeliverySchema = named(
  'WebhookDelivery',
  Joi.object({
    id: rowId.required(),
    endpointId: rowId.required(),
    eventId: Joi.string().required().description('The `evt_…` id its receiver sees.'),
    type: Joi.string()
      .valid(...WEBHOOK_EVENTS, 'webhook.test')
      .required(),
    status: Joi.string()
      .valid('pending', 'sent', 'failed')
      .required()
      .description('pending: queued or retrying; sent: the endpoint accepted it; failed: given up.'),
    attempts: Joi.number().integer().min(0).required(),
    nextAttemptAt: isoDateString.required(),
    lastError: Joi.string().allow(null).required(),
    createdAt: isoDateString.required(),
  }),
)

/** POST /api/webhooks/{id}/test: the status the endpoint answered the signed `webhook.test` event with. */
export const webhookTestResultSchema = named(
  'WebhookTestResult',
  Joi.object({ status: Joi.number().integer().required() }),
)
