import type { Field, GlobalAfterChangeHook, GlobalBeforeChangeHook, GlobalConfig } from 'payload'

import { adminsOnly, shownTo } from '../src/access/roles'
import { DEFAULT_ALERT_WAIT_MINUTES } from '../src/lib/alerts/constants'
import { isTimeZone, spanProblem, WEEKDAY_NAMES, WEEKDAYS } from '../src/lib/chat/office-hours'
import { revalidateSiteSettings, SEEDING, SITE_SETTINGS_SLUG } from '../src/lib/settings/load'
import { fieldValidator, MAX_PROFILES, settingRules } from '../src/lib/settings/schema'
import { DEFAULT_UPTIME_PROBE_MINUTES } from '../src/lib/uptime/constants'

/** Every page shows the settings (header, footer, booking buttons, titles, structured data). */
const publishSettings: GlobalAfterChangeHook = async ({ req, context }) => {
  if (context[SEEDING]) return
  await revalidateSiteSettings(req)
}

type SecretSpec = { stored: string; entered: string; remove: string; isSet: string; label: string }

/** Each scheduler's webhook signing secret: typed in once, stored in a field no API returns. */
const WEBHOOK_SECRETS: SecretSpec[] = [
  {
    stored: 'calendlyWebhookSecret',
    entered: 'newCalendlyWebhookSecret',
    remove: 'removeCalendlyWebhookSecret',
    isSet: 'calendlyWebhookSecretSet',
    label: 'Calendly webhook signing key',
  },
  {
    stored: 'calComWebhookSecret',
    entered: 'newCalComWebhookSecret',
    remove: 'removeCalComWebhookSecret',
    isSet: 'calComWebhookSecretSet',
    label: 'Cal.com webhook secret',
  },
]

/**
 * A typed secret replaces the stored one (and the form field is left empty); the "set" flag follows
 * the stored secret and nothing else. Without a typed secret or a removal, the stored one stays.
 */
const storeWebhookSecrets: GlobalBeforeChangeHook = ({ data }) => {
  for (const spec of WEBHOOK_SECRETS) {
    const entered = typeof data[spec.entered] === 'string' ? (data[spec.entered] as string).trim() : ''
    if (entered) {
      data[spec.stored] = entered
      data[spec.isSet] = true
    } else if (data[spec.remove] === true) {
      data[spec.stored] = null
      data[spec.isSet] = false
    } else {
      delete data[spec.stored]
      delete data[spec.isSet]
    }
    delete data[spec.entered]
    delete data[spec.remove]
  }
  return data
}

const secretFields = (spec: SecretSpec): Field[] => [
  // Hidden and unreadable: only server code asking with showHiddenFields and overrideAccess sees it.
  { name: spec.stored, type: 'text', hidden: true, maxLength: 200, access: { read: () => false } },
  { name: spec.isSet, type: 'checkbox', label: `${spec.label} is set`, defaultValue: false, admin: { readOnly: true } },
  {
    name: spec.entered,
    type: 'text',
    virtual: true,
    label: `New ${spec.label}`,
    maxLength: 200,
    // Payload makes a virtual field read-only in /cms unless told otherwise.
    admin: {
      readOnly: false,
      description: 'Saved, it is never shown again; type a new one to replace it.',
      autoComplete: 'off',
    },
  },
  { name: spec.remove, type: 'checkbox', virtual: true, label: `Remove the ${spec.label}`, admin: { readOnly: false } },
]

/** Site-wide values (a Payload global): admins edit them; the site reads them through the Local API. */
export const SiteSettings: GlobalConfig = {
  slug: SITE_SETTINGS_SLUG,
  label: 'Site settings',
  access: { read: adminsOnly, update: adminsOnly },
  admin: {
    group: 'Settings',
    hidden: shownTo('admin'),
    description: 'Used on every page of the public site; a saved change shows there within a few seconds.',
  },
  hooks: { beforeChange: [storeWebhookSecrets], afterChange: [publishSettings] },
  fields: [
    {
      name: 'agencyName',
      type: 'text',
      required: true,
      validate: fieldValidator(settingRules.agencyName, { required: true }),
      admin: { description: 'Shown in the header, footer, page titles and wherever the copy says {agency}.' },
    },
    {
      name: 'contactEmail',
      type: 'text',
      required: true,
      validate: fieldValidator(settingRules.contactEmail, { required: true }),
      admin: {
        description: 'Receives the contact form’s messages and is shown in the footer and on the contact page.',
      },
    },
    {
      name: 'bookingUrl',
      type: 'text',
      label: 'Booking URL',
      required: true,
      validate: fieldValidator(settingRules.bookingUrl, { required: true }),
      admin: { description: 'The scheduling page every Book Call button opens (http or https).' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'platformName',
          type: 'text',
          required: true,
          validate: fieldValidator(settingRules.platformName, { required: true }),
          admin: { description: 'Wherever the copy says {platform}.' },
        },
        {
          name: 'secondPlatformName',
          type: 'text',
          required: true,
          validate: fieldValidator(settingRules.platformName, { required: true }),
          admin: { description: 'The other platform the copy compares with.' },
        },
      ],
    },
    {
      name: 'profiles',
      type: 'array',
      label: 'The agency’s profiles elsewhere',
      labels: { singular: 'Profile', plural: 'Profiles' },
      maxRows: MAX_PROFILES,
      admin: {
        description:
          'Its pages on social networks and directories (https). Search engines read them as the same agency (schema.org sameAs).',
      },
      fields: [
        {
          name: 'url',
          type: 'text',
          label: 'Profile URL',
          required: true,
          validate: fieldValidator(settingRules.profileUrl, { required: true }),
        },
      ],
    },
    {
      name: 'gaMeasurementId',
      type: 'text',
      label: 'Analytics measurement ID',
      validate: fieldValidator(settingRules.gaMeasurementId, { required: false }),
      admin: {
        description:
          'G-XXXXXXX. Empty: no analytics is ever loaded. With it, analytics loads only for visitors who accept cookies.',
      },
    },
    {
      name: 'officeHours',
      type: 'group',
      label: 'Chat office hours',
      admin: {
        description:
          'Outside these hours the chat widget says when the team is back and offers the booking link at once.',
      },
      fields: [
        {
          name: 'enabled',
          type: 'checkbox',
          defaultValue: false,
          label: 'Use office hours (off: the widget shows only whether someone is online)',
        },
        {
          name: 'timeZone',
          type: 'text',
          defaultValue: 'UTC',
          validate: (value: string | null | undefined) =>
            !value || isTimeZone(value) || 'Use a time zone name such as Europe/London or America/New_York.',
          admin: { description: 'The zone the hours below are in, e.g. Europe/London.' },
        },
        {
          name: 'spans',
          type: 'array',
          label: 'Opening hours',
          labels: { singular: 'Opening span', plural: 'Opening spans' },
          maxRows: 21,
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'day',
                  type: 'select',
                  required: true,
                  options: WEEKDAYS.map((day) => ({ label: WEEKDAY_NAMES[day], value: day })),
                },
                {
                  name: 'opens',
                  type: 'text',
                  required: true,
                  admin: { placeholder: '09:00' },
                  validate: (_: unknown, { siblingData }: { siblingData: { opens?: string; closes?: string } }) =>
                    spanProblem(siblingData) ?? true,
                },
                { name: 'closes', type: 'text', required: true, admin: { placeholder: '17:30' } },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'socialImage',
      type: 'upload',
      relationTo: 'media',
      label: 'Default social image',
      admin: {
        description:
          'Every page and article is shared with an image made from its heading or title; an image set in its SEO tab wins. This one is shown only where no image can be made (1200 × 630 works best). Empty: the built-in image.',
      },
    },
    {
      type: 'collapsible',
      label: 'Alerts and uptime',
      admin: {
        initCollapsed: true,
        description:
          'Who is told when a visitor waits, a contact message arrives or the site is down, and how often the site is probed.',
      },
      fields: [
        {
          name: 'alertEmail',
          type: 'text',
          label: 'Alert e-mail address',
          validate: fieldValidator(settingRules.contactEmail, { required: false }),
          admin: {
            description:
              'Receives alert e-mails (waiting visitors while nobody is online, contact messages, outages). Empty: the contact e-mail.',
          },
        },
        {
          name: 'alertWaitMinutes',
          type: 'number',
          label: 'Alert after a visitor waited (minutes)',
          required: true,
          defaultValue: DEFAULT_ALERT_WAIT_MINUTES,
          validate: fieldValidator(settingRules.alertWaitMinutes, { required: true }),
          admin: {
            description:
              'A visitor’s message without a staff reply for this long alerts staff by push, and by e-mail when nobody is online.',
          },
        },
        {
          name: 'alertOutsideOfficeHours',
          type: 'checkbox',
          label: 'Alert outside office hours too',
          defaultValue: true,
          admin: {
            description:
              'Off: waits outside the office hours above alert nobody (the widget offers the booking link instead).',
          },
        },
        {
          name: 'uptimeProbeMinutes',
          type: 'number',
          label: 'Uptime probe every (minutes)',
          required: true,
          defaultValue: DEFAULT_UPTIME_PROBE_MINUTES,
          validate: fieldValidator(settingRules.uptimeProbeMinutes, { required: true }),
          admin: {
            description: 'How often the home page, /api/health, a blog article and the booking page are probed.',
          },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Booking webhooks',
      admin: {
        initCollapsed: true,
        description:
          'Calendly and Cal.com report booked calls to /api/bookings/webhook/calendly and /api/bookings/webhook/cal-com, signed with the key set here (the same one given to the scheduler).',
      },
      fields: WEBHOOK_SECRETS.flatMap(secretFields),
    },
  ],
}
