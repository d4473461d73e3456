import type { SerializedListItemNode, SerializedListNode } from '@payloadcms/richtext-lexical'
import type { JSXConverters } from '@payloadcms/richtext-lexical/react'

/**
 * Lexical's lists as valid HTML. The package's converters put Lexical's `value` on every item, which
 * HTML allows only inside an `<ol>`, and draw a checklist item as a `role="checkbox"` item holding a
 * `readonly` checkbox (neither is allowed in a list). Here an item carries `value` in a numbered list
 * only (it keeps the numbering after a nested list), and a checklist item is a plain item with a
 * checkbox that cannot be changed; the class names stay those of the package.
 */
export const listConverters: JSXConverters<SerializedListNode | SerializedListItemNode> = {
  list: ({ node, nodesToJSX }) => {
    const Tag = node.listType === 'number' ? 'ol' : 'ul'
    return <Tag className={`list-${node.listType}`}>{nodesToJSX({ nodes: node.children })}</Tag>
  },
  listitem: ({ node, nodesToJSX, parent }) => {
    const listType = 'listType' in parent ? parent.listType : undefined
    const hasSubList = node.children.some((child) => child.type === 'list')
    const children = nodesToJSX({ nodes: node.children })
    const nested = hasSubList ? { className: 'nestedListItem', style: { listStyleType: 'none' } } : {}
    if (listType === 'check') {
      const state = node.checked ? 'list-item-checkbox-checked' : 'list-item-checkbox-unchecked'
      return (
        <li
          className={`list-item-checkbox ${state}${hasSubList ? ' nestedListItem' : ''}`}
          style={{ listStyleType: 'none' }}
        >
          {hasSubList ? (
            children
          ) : (
            <label>
              <input type="checkbox" defaultChecked={node.checked === true} disabled /> {children}
            </label>
          )}
        </li>
      )
    }
    return (
      <li {...nested} value={listType === 'number' ? node.value : undefined}>
        {children}
      </li>
    )
  },
}
