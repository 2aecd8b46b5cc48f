/* global window, document, navigator, Blob, setTimeout, clearTimeout */
/*
 * First-party visitor numbers (docs/behaviour.md, "Visitor numbers"). Loaded after the page is
 * interactive by src/components/site/VisitorBeacon.tsx; sends what the page queued in
 * window.siteEvents ({ site, event } items: src/lib/analytics/siteEvents.ts) to /api/analytics/events with navigator.sendBeacon. It sets no cookie, keeps
 * nothing in storage and reads nothing that tells one browser from another. A visitor whose browser
 * asks not to be tracked (Do-Not-Track, Global Privacy Control) sends nothing.
 */
;(function (w, d, n) {
  if (w.siteEvents && w.siteEvents.started) return
  var queued = Array.isArray(w.siteEvents) ? w.siteEvents.splice(0) : []
  var notTracked = n.doNotTrack === '1' || w.doNotTrack === '1' || n.globalPrivacyControl === true
  var endpoint = '/api/analytics/events'
  var waiting = []
  var timer = 0

  function send() {
    if (timer) clearTimeout(timer)
    timer = 0
    while (waiting.length) {
      // One beacon per site: a move from the landing page to an agent's site changes whose numbers they are.
      var site = waiting[0].site
      var events = []
      while (waiting.length && events.length < 20 && waiting[0].site === site) events.push(waiting.shift().event)
      var body = JSON.stringify({ site: site, events: events })
      var sent = false
      try {
        sent = n.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' }))
      } catch {
        sent = false
      }
      if (!sent && w.fetch) w.fetch(endpoint, { method: 'POST', body: body, keepalive: true }).catch(function () {})
    }
  }

  function add(item) {
    var event = item && item.event
    if (notTracked || !event || typeof event.kind !== 'string') return
    waiting.push({ site: typeof item.site === 'number' ? item.site : null, event: event })
    // Events of one moment (a page view and its search) leave together, a second later at most.
    if (waiting.length >= 20) send()
    else if (!timer) timer = setTimeout(send, 1000)
  }

  w.siteEvents = { started: true, push: add }
  for (var i = 0; i < queued.length; i++) add(queued[i])
  // A page being left or hidden sends what waits: sendBeacon outlives the page.
  w.addEventListener('pagehide', send)
  d.addEventListener('visibilitychange', function () {
    if (d.visibilityState === 'hidden') send()
  })
})(window, document, navigator)
