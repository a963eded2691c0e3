import type { RouteOptionsPreObject } from '@hapi/hapi'
import { consume } from '../auth/throttle.js'
import { clientAddress } from '../platform/security.js'
import { DEFAULT_SITE_DAILY_LIMIT } from './service.js'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * An embedding site's key is public (it is in the page), so its submissions are limited per site and address
 * (SITE_KEY_MAX per SITE_KEY_WINDOW_MS) and per site per 24 hours (the site's daily limit), counted in the
 * database before the entry is written, so every instance shares the counts (DECISIONS.md §7, issue 13 item 1).
 * A submission with a screenshot also counts against the site's screenshots per 24 hours (SITE_SCREENSHOTS_PER_DAY),
 * so a public key cannot fill the disk with images. Signed-in submissions pass untouched.
 */
/** What the throttle reads of a submission: whether it carries a screenshot. */
interface Submission {
  screenshot?: unknown
}

/** The throttle for a route whose payload is a Submission (typed by the route's own payload). */
export const siteKeyThrottle = <Refs extends { Payload: Submission }>(): RouteOptionsPreObject<Refs> => ({
  async method(request, h) {
    const site = request.auth.credentials.app
    if (site?.kind !== 'site') return h.continue
    const { db, config } = request.server.app
    await consume(
      db,
      [
        { key: `site-address:${site.id}:${clientAddress(request)}`, ...config.siteKeyLimit },
        { key: `site-day:${site.id}`, max: site.dailyLimit ?? DEFAULT_SITE_DAILY_LIMIT, windowMs: DAY_MS },
        ...(request.payload.screenshot
          ? [
              {
                key: `site-screenshots:${site.id}`,
                max: config.siteScreenshotsPerDay,
                windowMs: DAY_MS,
                message: 'Too many screenshots from this site today. Send the report without one, or try again later.',
              },
            ]
          : []),
      ],
      'Too many submissions from this site. Try again later.',
    )
    return h.continue
  },
})
