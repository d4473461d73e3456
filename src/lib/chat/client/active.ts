/**
 * Set in localStorage while this browser has an open conversation, so the widget's code loads after
 * the page is idle to receive replies. Kept apart from the chat code so the launcher stays tiny.
 */
export const ACTIVE_CHAT_KEY = 'chat:active'

export function hasActiveChat(): boolean {
  try {
    return localStorage.getItem(ACTIVE_CHAT_KEY) === '1'
  } catch {
    return false
  }
}

export function rememberActiveChat(active: boolean): void {
  try {
    if (active) localStorage.setItem(ACTIVE_CHAT_KEY, '1')
    else localStorage.removeItem(ACTIVE_CHAT_KEY)
  } catch {
    // Storage can be unavailable (private mode); the widget then connects only when opened.
  }
}
