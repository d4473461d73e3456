import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ArticleBody } from '@/components/blog/ArticleBody'

const base = { version: 1, format: '', indent: 0, direction: 'ltr' }
const text = (value: string) => ({
  type: 'text',
  text: value,
  version: 1,
  format: 0,
  mode: 'normal',
  style: '',
  detail: 0,
})
const item = (value: number, children: object[], checked?: boolean) => ({
  type: 'listitem',
  ...base,
  value,
  checked,
  children,
})
const list = (listType: 'bullet' | 'number' | 'check', children: object[]) => ({
  type: 'list',
  ...base,
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  start: 1,
  children,
})
const nestedList = (listType: 'bullet' | 'number') =>
  list(listType, [
    item(1, [text('one')]),
    item(2, [list(listType, [item(1, [text('inner')])])]),
    item(2, [text('two')]),
  ])

const render = (...children: object[]) =>
  renderToStaticMarkup(
    createElement(ArticleBody, {
      data: { root: { type: 'root', ...base, children } } as unknown as SerializedEditorState,
    }),
  )

describe('rich-text lists', () => {
  it('a bullet list, nested too, has no item values (HTML allows `value` on the items of an <ol> only)', () => {
    const html = render(nestedList('bullet'))
    expect(html).toContain(
      '<ul class="list-bullet"><li>one</li><li class="nestedListItem" style="list-style-type:none"><ul class="list-bullet"><li>inner</li></ul></li><li>two</li></ul>',
    )
    expect(html).not.toContain('value=')
  })

  it('a numbered list keeps Lexical’s values, so the item after a nested list keeps its number', () => {
    expect(render(nestedList('number'))).toContain(
      '<ol class="list-number"><li value="1">one</li><li class="nestedListItem" style="list-style-type:none" value="2"><ol class="list-number"><li value="1">inner</li></ol></li><li value="2">two</li></ol>',
    )
  })

  it('a checklist item is a list item holding a checkbox that cannot be changed, with no checkbox role or readonly', () => {
    const html = render(list('check', [item(1, [text('Done')], true), item(2, [text('To do')], false)]))
    expect(html).toContain(
      '<li class="list-item-checkbox list-item-checkbox-checked" style="list-style-type:none"><label><input type="checkbox" disabled="" checked=""/> Done</label></li>',
    )
    expect(html).toContain(
      '<li class="list-item-checkbox list-item-checkbox-unchecked" style="list-style-type:none"><label><input type="checkbox" disabled=""/> To do</label></li>',
    )
    expect(html).not.toMatch(/role=|readonly|aria-checked|value=/i)
  })
})
