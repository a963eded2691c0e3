import Joi from 'joi'
import { feedbackInput } from '@ledgerline/contracts/schemas'
import { parseScreenshotDataUrl, SCREENSHOT_DATA_URL_MAX, ScreenshotError } from './screenshot.js'

/**
 * The screenshot of a submission: the contract's data: URL, decoded here and proven to be one whole PNG, JPEG or
 * WebP image (screenshot.ts), so the handler receives a Screenshot. Too large is told apart (413) by its error type.
 */
const screenshot = Joi.string()
  .max(SCREENSHOT_DATA_URL_MAX)
  .messages({ 'string.max': '{#label} is larger than 2000000 bytes' })
  .custom((value: string, helpers) => {
    try {
      return parseScreenshotDataUrl(value)
    } catch (error) {
      if (!(error instanceof ScreenshotError)) throw error
      return helpers.error(error.tooLarge ? 'screenshot.tooLarge' : 'screenshot.invalid', { problem: error.message })
    }
  })
  .messages({
    'screenshot.tooLarge': '{#label} {#problem}',
    'screenshot.invalid': '{#label} {#problem}',
  })
  .allow(null)

/** POST /api/feedback's payload: the contract's FeedbackInput, with the screenshot verified. */
export const submissionInput = feedbackInput.keys({ screenshot })

/** Whether a refused submission's problem is a screenshot over the size limit (413) rather than a wrong one (400). */
export function isScreenshotTooLarge(error: unknown): boolean {
  const detail = (error as Partial<Joi.ValidationError> | undefined)?.details?.[0]
  return detail?.path[0] === 'screenshot' && (detail.type === 'screenshot.tooLarge' || detail.type === 'string.max')
}
