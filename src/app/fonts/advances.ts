import path from 'node:path'

import measured from './advances.json' with { type: 'json' }

/** The three faces the site sets text in: Inter at 400, Inter at 600 (and bolder), Fraunces at 600. */
export type FaceKey = 'sans400' | 'sans600' | 'display600'

/**
 * advances.json, written by `npm run fonts:advances`: the site's text per face, and each font's average advance (in
 * ems) over its face's sample.
 */
export type Advances = { samples: Record<FaceKey, string>; advances: Record<string, number> }

export const ADVANCES_JSON = path.resolve(import.meta.dirname, 'advances.json')

/**
 * The device fonts measured, by the name fallbacks.ts gives them: which device's Debian fonts hold the file
 * (bench/device-fonts.ts) and the face whose sample it is measured over. Liberation is drawn to Arial's and Times New
 * Roman's widths.
 */
export const SYSTEM_FONT_FILES = {
  Arial: { device: 'apple', file: 'LiberationSans-Regular.ttf', face: 'sans400' },
  'Arial Bold': { device: 'apple', file: 'LiberationSans-Bold.ttf', face: 'sans600' },
  Roboto: { device: 'android', file: 'Roboto-Regular.ttf', face: 'sans400' },
  'Roboto Bold': { device: 'android', file: 'Roboto-Bold.ttf', face: 'sans600' },
  'Times New Roman Bold': { device: 'apple', file: 'LiberationSerif-Bold.ttf', face: 'display600' },
  'Noto Serif Bold': { device: 'android', file: 'NotoSerif-Bold.ttf', face: 'display600' },
} as const satisfies Record<string, { device: 'apple' | 'android'; file: string; face: FaceKey }>

export const ADVANCES: Advances = measured

/** The fonts advances.json holds an advance for: the web fonts at each weight the site sets, and the device fonts. */
export type MeasuredFont = 'Inter 400' | 'Inter 600' | 'Fraunces 600' | keyof typeof SYSTEM_FONT_FILES

/** A measured font's advance over its face's sample; throws when advances.json lacks it (measured before it was named). */
export function advanceOf(name: MeasuredFont): number {
  const advance = ADVANCES.advances[name]
  if (advance === undefined) throw new Error(`advances.json has no advance for ${name}: run npm run fonts:advances`)
  return advance
}
