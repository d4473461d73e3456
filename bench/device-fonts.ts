/**
 * The fonts of a kind of device, from Debian's packages: fetched once with `apt-get download` into bench/out/fonts and
 * unpacked there, never installed. bench:fonts and bench:lighthouse (`--device`) let Chromium find them alone;
 * fonts:advances measures them.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Whether `name` is a device DEVICES knows (an own key: not `toString`). */
export function isDevice(name: string | undefined): name is Device {
  return name !== undefined && Object.hasOwn(DEVICES, name)
}

/** Per device: the Debian packages and the font files out of them (DejaVu, the generic families' font, in all). */
export const DEVICES = {
  android: {
    packages: ['fonts-roboto-unhinted', 'fonts-noto-core', 'fonts-dejavu-core'],
    files: ['Roboto-Regular.ttf', 'Roboto-Bold.ttf', 'NotoSerif-Regular.ttf', 'NotoSerif-Bold.ttf'],
  },
  apple: {
    packages: ['fonts-liberation2', 'fonts-dejavu-core'],
    files: [
      'LiberationSans-Regular.ttf',
      'LiberationSans-Bold.ttf',
      'LiberationSerif-Regular.ttf',
      'LiberationSerif-Bold.ttf',
    ],
  },
} as const
const DEJAVU = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf']

function findFile(dir: string, name: string): string | undefined {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const found = findFile(full, name)
      if (found) return found
    } else if (entry.name === name) return full
  }
  return undefined
}

export type Device = keyof typeof DEVICES

/** The directory holding the device's font files (DEVICES' files and DejaVu's), fetched and unpacked if need be. */
export function deviceFontDir(name: Device): string {
  const root = path.resolve(import.meta.dirname, 'out/fonts')
  const debs = path.join(root, 'debs')
  const dir = path.join(root, name)
  mkdirSync(debs, { recursive: true })
  mkdirSync(dir, { recursive: true })
  for (const pkg of DEVICES[name].packages) {
    if (readdirSync(debs).some((file) => file.startsWith(`${pkg}_`))) continue
    const fetched = spawnSync('apt-get', ['download', pkg], { cwd: debs, stdio: 'inherit' })
    if (fetched.status !== 0) throw new Error(`apt-get download ${pkg} failed`)
  }
  const unpacked = path.join(root, 'unpacked')
  for (const deb of readdirSync(debs)) {
    const into = path.join(unpacked, deb)
    if (existsSync(into)) continue
    mkdirSync(into, { recursive: true })
    if (spawnSync('dpkg-deb', ['-x', path.join(debs, deb), into], { stdio: 'inherit' }).status !== 0)
      throw new Error(`dpkg-deb -x ${deb} failed`)
  }
  for (const file of [...DEVICES[name].files, ...DEJAVU]) {
    const found = findFile(unpacked, file)
    if (!found) throw new Error(`${file} is in none of ${DEVICES[name].packages.join(', ')}`)
    copyFileSync(found, path.join(dir, file))
  }
  return dir
}

/** A fontconfig file that lets Chromium find the device's fonts and nothing else. */
export function fontconfigFor(name: Device): string {
  const dir = deviceFontDir(name)
  const config = path.join(dir, 'fonts.conf')
  writeFileSync(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${dir}</dir>\n  <cachedir>${dir}/cache</cachedir>\n</fontconfig>\n`,
  )
  return config
}
