import Joi from 'joi'

/** An e-mail as the outbox stores it; the sender is MAIL_FROM. */
export interface EmailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export const emailPayloadSchema = Joi.object<EmailMessage>({
  to: Joi.string().email({ tlds: false }).max(320).required(),
  // A header: no line breaks, so no header injection.
  subject: Joi.string()
    .trim()
    .min(1)
    .max(300)
    .pattern(/^[^\r\n]*$/)
    .required(),
  text: Joi.string().min(1).max(100_000).required(),
  html: Joi.string().max(200_000),
}).label('EmailMessage')
