import type { GroupField } from 'payload'

import { FIRST_TOUCH_LIMITS } from './schema'

/**
 * Where the visitor who did something first arrived this visit: the landing page, the host that
 * sent them and the campaign tags of the landing address. Kept on booking clicks, bookings,
 * conversations and contact messages so the funnel report can group them by where they came from.
 * Written by the server only; empty when the visitor's browser kept nothing (src/lib/attribution/schema.ts).
 */
export const firstTouchField: GroupField = {
  name: 'firstTouch',
  interfaceName: 'FirstTouch',
  label: 'First touch',
  type: 'group',
  access: { update: () => false },
  admin: {
    readOnly: true,
    description: 'Where the visitor first arrived this visit: landing page, referrer and campaign.',
  },
  fields: [
    { name: 'landingPage', type: 'text', maxLength: FIRST_TOUCH_LIMITS.path },
    { name: 'referrerHost', type: 'text', maxLength: FIRST_TOUCH_LIMITS.host },
    { name: 'utmSource', label: 'UTM source', type: 'text', maxLength: FIRST_TOUCH_LIMITS.utm },
    { name: 'utmMedium', label: 'UTM medium', type: 'text', maxLength: FIRST_TOUCH_LIMITS.utm },
    { name: 'utmCampaign', label: 'UTM campaign', type: 'text', maxLength: FIRST_TOUCH_LIMITS.utm },
  ],
}
