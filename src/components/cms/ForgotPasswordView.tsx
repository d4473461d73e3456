import { content } from '@/lib/pages/content'

/**
 * Replaces Payload's /cms/forgot (a reset by e-mail): staff accounts have no e-mail address, so
 * the page says who resets a password instead of offering a form that cannot work.
 */
export function ForgotPasswordView() {
  const copy = content().cms
  return (
    <div className="cms-forgot">
      <h1>{copy.forgotPasswordTitle}</h1>
      <p>{copy.forgotPasswordText}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- inside Payload's admin, whose login is its own page */}
      <a href="/cms/login">{copy.backToLogin}</a>
    </div>
  )
}
