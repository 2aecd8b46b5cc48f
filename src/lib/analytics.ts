/** Spec section 7 analytics events, pushed to the tag manager's dataLayer. */
export type LeadEvent = 'lead_realtor_click_btn_cta' | 'lead_realtor_view_form' | 'lead_realtor_click_form_cta' | 'lead_realtor_view_home'

type DataLayerWindow = { dataLayer?: Record<string, unknown>[] }

export function track(event: LeadEvent, params: Record<string, string | boolean> = {}): void {
  const target = globalThis as unknown as DataLayerWindow
  target.dataLayer = target.dataLayer ?? []
  target.dataLayer.push({ event, ...params })
}

export function deviceType(): 'mobile' | 'desktop' {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 768px)').matches ? 'mobile' : 'desktop'
}
