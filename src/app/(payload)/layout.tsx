import '@payloadcms/next/css'
import './custom.scss'

import config from '@payload-config'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type { ReactNode } from 'react'

import { guardedSchedulePublish } from '@/lib/scheduling/guard'

import { importMap } from './cms/importMap.js'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // Payload's own, except a scheduled publish or unpublish, which is checked first.
  return handleServerFunctions({
    ...args,
    config,
    importMap,
    serverFunctions: { 'schedule-publish': guardedSchedulePublish },
  })
}

export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
