'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

const STORAGE_KEY = 'staff-chat-alerts'

/** A short two-tone chime made on the spot: no audio file to load. */
function chime(context: AudioContext) {
  const start = context.currentTime
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1320],
  ] as const) {
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, start + offset)
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(start + offset)
    oscillator.stop(start + offset + 0.32)
  }
}

/**
 * Optional alerts for new chats while the console's tab is in the background: a sound and a
 * browser notification. Browsers allow both only after a click, so staff switch them on; the
 * choice is remembered, and the sound unlocks again at the first click after a reload.
 */
export function useStaffAlerts() {
  const [enabled, setEnabled] = useState(false)
  const audio = useRef<AudioContext | null>(null)

  const unlockAudio = useCallback(() => {
    audio.current ??= new AudioContext()
    void audio.current.resume().catch(() => {})
  }, [])

  // Browsers allow only a few audio contexts per page: the console's is closed when it unmounts.
  useEffect(
    () => () => {
      void audio.current?.close().catch(() => {})
      audio.current = null
    },
    [],
  )

  useEffect(() => {
    if (localStorage.getItem(STORAGE_KEY) !== 'on') return
    setEnabled(true)
    const unlock = () => unlockAudio()
    document.addEventListener('pointerdown', unlock, { once: true })
    return () => document.removeEventListener('pointerdown', unlock)
  }, [unlockAudio])

  const toggle = useCallback(async () => {
    if (enabled) {
      setEnabled(false)
      localStorage.removeItem(STORAGE_KEY)
      return
    }
    unlockAudio()
    setEnabled(true)
    localStorage.setItem(STORAGE_KEY, 'on')
    if ('Notification' in window && Notification.permission === 'default') {
      await Notification.requestPermission().catch(() => 'denied')
    }
  }, [enabled, unlockAudio])

  /** Alerts only while the tab is hidden: a visible console shows the activity itself. */
  const alert = useCallback(
    (title: string, body: string) => {
      if (!enabled || document.visibilityState === 'visible') return
      if (audio.current) chime(audio.current)
      if ('Notification' in window && Notification.permission === 'granted') {
        const notification = new Notification(title, { body: body.slice(0, 140), tag: 'staff-chat' })
        notification.onclick = () => {
          window.focus()
          notification.close()
        }
      }
    },
    [enabled],
  )

  return { enabled, toggle, alert }
}
