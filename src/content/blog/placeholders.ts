import type { SeedArticle } from './articles'

export type PlatformNames = {
  platform: string
  secondPlatform: string
  platformSlug: string
  secondPlatformSlug: string
}

/** Articles are written with {platform}, {secondPlatform}, {platform-slug} and {second-platform-slug}. */
export function fillPlaceholders(text: string, names: PlatformNames): string {
  return text
    .replaceAll('{platform-slug}', names.platformSlug)
    .replaceAll('{second-platform-slug}', names.secondPlatformSlug)
    .replaceAll('{secondPlatform}', names.secondPlatform)
    .replaceAll('{platform}', names.platform)
}

/** The specification's slugs: four start with the platform name, the comparison names both. */
export function articleSlug(key: SeedArticle['key'], names: PlatformNames): string {
  switch (key) {
    case 'marketing-strategies-2025':
    case 'earnings-guide':
    case 'chat-management-guide':
      return `${names.platformSlug}-${key}`
    case 'platform-comparison':
      return `${names.platformSlug}-vs-${names.secondPlatformSlug}-comparison`
    case 'ppv-content-optimization':
    case 'content-creator-personal-branding':
      return key
  }
  return key
}
