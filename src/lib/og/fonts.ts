import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The brand's fonts for the image renderer (Satori reads TTF, OTF and WOFF, not the site's WOFF2):
 * static WOFF instances of the same families, made by scripts/subset-fonts.mjs.
 */
export const OG_FONT_FILES = [
  { name: 'Fraunces', file: 'fraunces-600.woff', weight: 600 },
  { name: 'Inter', file: 'inter-600.woff', weight: 600 },
] as const

export type OgFont = { name: string; data: Buffer; weight: 600; style: 'normal' }

let loaded: Promise<OgFont[]> | undefined

/** The fonts, read once per process (a failed read is tried again on the next image). */
export function ogFonts(): Promise<OgFont[]> {
  loaded ??= Promise.all(
    OG_FONT_FILES.map(async ({ name, file, weight }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await readFile(path.join(process.cwd(), 'src/app/fonts/og', file)),
    })),
  ).catch((error: unknown) => {
    loaded = undefined
    throw error
  })
  return loaded
}
