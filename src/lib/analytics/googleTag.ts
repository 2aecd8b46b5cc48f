/**
 * Spec section 7 analytics events, sent to Google's tag in the form the loaded tag reads: a container
 * (GTM-) reads dataLayer events, gtag.js (G-) records only gtag() commands (docs/behaviour.md, "Analytics").
 */
export type LeadEvent = 'lead_realtor_click_btn_cta' | 'lead_realtor_view_form' | 'lead_realtor_click_form_cta' | 'lead_realtor_view_home'

type TagWindow = { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

const tagWindow = () => globalThis as unknown as TagWindow

export function track(event: LeadEvent, params: Record<string, string | boolean> = {}): void {
  const target = tagWindow()
  // gtag is defined only for a G- id (prepareGoogleTag): gtag.js ignores a plain { event } object.
  if (typeof target.gtag === 'function') target.gtag('event', event, params)
  else (target.dataLayer ??= []).push({ event, ...params })
}

/**
 * Readies dataLayer for the Google tag with this id and returns the script to load; nothing is loaded here.
 * A container (GTM-) starts from the gtm.js event. gtag.js (G-) finds its commands in dataLayer only as
 * `arguments` objects (an array or a plain object is skipped), and records nothing for an id that no
 * `config` command names; so gtag is defined, and the `js` and `config` commands queued (config sends the
 * page_view), before the script runs and before any event. Once per page: the script keeps counting
 * page views on its own.
 */
export function prepareGoogleTag(id: string): string {
  const target = tagWindow()
  const layer = (target.dataLayer ??= [])
  if (id.startsWith('GTM-')) {
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
  }
  if (typeof target.gtag !== 'function') {
    target.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js reads a command only as an arguments object
      ;(target.dataLayer ??= []).push(arguments)
    }
    target.gtag('js', new Date())
    target.gtag('config', id)
  }
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
}

export function deviceType(): 'mobile' | 'desktop' {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 768px)').matches ? 'mobile' : 'desktop'
}
