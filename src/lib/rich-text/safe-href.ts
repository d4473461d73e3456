/**
 * A link the site may carry: a path on this site, an http(s) address or mailto: (never `javascript:`, `data:` or
 * `//host`).
 */
export const SAFE_HREF = /^(\/(?![/\\])[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+)$/
