export const STAFF_LOGIN_PATH = '/admin/login'
export const STAFF_HOME_PATH = '/admin/chat'

/** Staff pages the login may return to; anything else (other sites included) goes to the chat console. */
const RETURN_PATHS = ['/admin/chat', '/admin/reports', '/monitoring'] as const

export function staffReturnPath(next: unknown): string {
  return typeof next === 'string' && (RETURN_PATHS as readonly string[]).includes(next) ? next : STAFF_HOME_PATH
}

export function loginPathFor(returnTo: string): string {
  return returnTo === STAFF_HOME_PATH ? STAFF_LOGIN_PATH : `${STAFF_LOGIN_PATH}?next=${encodeURIComponent(returnTo)}`
}
