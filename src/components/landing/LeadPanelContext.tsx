'use client'

import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react'

import { deviceType, track } from '@/lib/analytics/googleTag'

type PanelState = { open: boolean; location: string; openFrom: (button: HTMLElement, location: string) => void; close: () => void }

const PanelContext = createContext<PanelState | null>(null)

/** Which call-to-action opened the lead panel, so focus can return to it on close. */
export function LeadPanelProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [location, setLocation] = useState('hero')
  const opener = useRef<HTMLElement | null>(null)
  const openFrom = useCallback((button: HTMLElement, where: string) => {
    opener.current = button
    setLocation(where)
    setOpen(true)
    track('lead_realtor_click_btn_cta', { device_type: deviceType(), location: where })
    track('lead_realtor_view_form')
  }, [])
  const close = useCallback(() => {
    setOpen(false)
    opener.current?.focus()
  }, [])
  return <PanelContext.Provider value={{ open, location, openFrom, close }}>{children}</PanelContext.Provider>
}

export function useLeadPanel(): PanelState {
  const value = useContext(PanelContext)
  if (!value) throw new Error('useLeadPanel needs a LeadPanelProvider')
  return value
}

export function CtaButton({ label, location, className = 'button' }: { label: string; location: string; className?: string }) {
  const { openFrom } = useLeadPanel()
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={(event) => openFrom(event.currentTarget, location)}>
      {label}
    </button>
  )
}
