import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { convertMarkdownToLexical, EXPERIMENTAL_TableFeature, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { SanitizedConfig } from 'payload'

import type { SeedArticle } from '@/content/blog/articles'
import { fillPlaceholders, type PlatformNames } from '@/content/blog/placeholders'

// Built once per Payload config: the seed converts six articles in a row.
const editorConfigs = new WeakMap<SanitizedConfig, ReturnType<typeof editorConfigFactory.fromFeatures>>()

function editorConfigOf(config: SanitizedConfig) {
  let editorConfig = editorConfigs.get(config)
  if (!editorConfig) {
    editorConfig = editorConfigFactory.fromFeatures({
      config,
      features: ({ defaultFeatures }) => [...defaultFeatures, EXPERIMENTAL_TableFeature()],
    })
    editorConfigs.set(config, editorConfig)
  }
  return editorConfig
}

/**
 * A built-in article's body (src/content/blog/articles/<key>.md, names filled in) as the blog's
 * Lexical content, with the table feature the posts' editor has.
 */
export async function builtInArticleBody(
  config: SanitizedConfig,
  key: SeedArticle['key'],
  names: PlatformNames,
): Promise<SerializedEditorState> {
  const markdown = fillPlaceholders(
    await readFile(path.join(process.cwd(), 'src/content/blog/articles', `${key}.md`), 'utf8'),
    names,
  )
  return convertMarkdownToLexical({ editorConfig: await editorConfigOf(config), markdown })
}
