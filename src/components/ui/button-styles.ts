/** Button class names; a module of its own so client components can use them without server code. */
export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outline-light'

const base = 'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150'
export const buttonSizes = { md: 'min-h-12 px-6 py-3 text-base', sm: 'min-h-10 px-5 py-2 text-sm' }

export type ButtonSize = keyof typeof buttonSizes

export const buttonStyles: Record<ButtonVariant, string> = {
  primary: `${base} bg-rose-700 text-white shadow-sm hover:bg-rose-800`,
  secondary: `${base} border border-ink-900/20 bg-white text-ink-900 hover:border-ink-900/40 hover:bg-cream-100`,
  light: `${base} bg-white text-ink-950 hover:bg-cream-100`,
  'outline-light': `${base} border border-white/40 text-white hover:bg-white/10`,
}
