'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/** The "Restore as published" box of Payload's Restore dialog (rendered each time the dialog opens). */
const AS_PUBLISHED_BOX = 'restore-as-published'

/**
 * Payload's Restore dialog brings every document back as a draft unless its "Restore as published"
 * box is ticked, so a post that was live came back off the site by default. The box starts ticked
 * for a post that was published when it went to the trash (the editor can untick it: draft); one
 * that was a draft stays unticked. The dialog keeps the box's state to itself, so it is ticked as an
 * editor would tick it, once each time the dialog opens (each opening renders a new box).
 */
export function RestoreAsItWas() {
  const { id, collectionSlug, isTrashed } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [wasLive, setWasLive] = useState(false)

  useEffect(() => {
    if (!isTrashed || id === undefined || !collectionSlug) return
    const controller = new AbortController()
    // The post's own row (not its newest draft): what visitors saw until it went to the trash.
    fetch(`${api}/${collectionSlug}/${encodeURIComponent(String(id))}?trash=true&depth=0&select[_status]=true`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ _status?: unknown }>) : undefined))
      .then((doc) => setWasLive(doc?._status === 'published'))
      .catch(() => setWasLive(false))
    return () => controller.abort()
  }, [api, collectionSlug, id, isTrashed])

  useEffect(() => {
    if (!isTrashed || !wasLive) return
    const ticked = new WeakSet<Element>()
    const tick = () => {
      const box = document.getElementById(AS_PUBLISHED_BOX)
      if (!(box instanceof HTMLInputElement) || ticked.has(box)) return
      ticked.add(box)
      // After the render that made it: a click in the middle of React's commit is lost.
      window.setTimeout(() => {
        if (box.isConnected && !box.checked) box.click()
      }, 0)
    }
    tick()
    const observer = new MutationObserver(tick)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [isTrashed, wasLive])
  return null
}
