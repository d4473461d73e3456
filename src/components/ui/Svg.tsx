import type { IconNode } from 'lucide'
import { createElement, type SVGProps } from 'react'

/**
 * Draws a Lucide icon from its node data as plain SVG. Renders to static markup, so icons used by
 * server components add nothing to the browser bundle (lucide-react's icons are client components).
 */
export function Svg({ node, ...props }: { node: IconNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  )
}
