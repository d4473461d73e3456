/** The replies a new site starts with; admins change them in /cms (Chat › Canned replies). */
export const SEED_CANNED_REPLIES: { title: string; text: string }[] = [
  {
    title: 'Welcome',
    text: 'Hi {visitor name}, thanks for reaching out! I’m {agent name}. What would you like to know about working with us?',
  },
  {
    title: 'Book a call',
    text: 'The quickest way to get a plan for your page is a free 30-minute strategy call. Pick a time that suits you here: {booking link}',
  },
  {
    title: 'Pricing',
    text: 'We work on a revenue share, so we only earn when you do. The exact split depends on your page and goals; we go through it on a free strategy call: {booking link}',
  },
  {
    title: 'Privacy and discretion',
    text: 'Everything you share with us stays confidential. We never post or message fans without your approval, and you keep full ownership of your account and content.',
  },
  {
    title: 'Follow-up by email',
    text: 'Thanks, {visitor name}! I’ll follow up by email with the details. If you’d rather talk it through, you can book a free call any time: {booking link}',
  },
]
