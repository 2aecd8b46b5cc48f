/**
 * Stand-ins for the browser tests' third parties: the listings API (tests/harness/standIns/listingsStandIn.ts; one
 * agent's license answers 500, to show a failing source, until POST /__license/{license}/up brings it
 * back (/down fails it again); another has no rentals; two cities' homes searches fail), the main API,
 * DeepL (tests/harness/standIns/translationStandIn.ts: each text comes back marked `[en] …`, `[ja] …`), and
 * an SMTP server whose mails the tests read over HTTP (GET {mailbox.url}/mails).
 */
import { startSmtpStandIn, type SmtpStandIn } from './smtpStandIn'
import { listingsApiReply } from './listingsStandIn'
import { startStandIn, type StandIn } from './standInServer'
import { deeplReply } from './translationStandIn'

export const FAILING_LICENSE = '7654321'
/** Homes searches in these cities fail (500) and hang (the client's 3 s timeout), to show the search's note. */
export const FAILING_CITY = 'Anaheim'
export const HANGING_CITY = 'Fullerton'
/** This agent (equityrealty) has nothing to rent and nothing rented: their page shows two groups, not four. */
export const NO_RENTALS_LICENSE = '02000001'

type E2eStandIns = {
  listings: StandIn
  mainApi: StandIn
  deepl: StandIn
  smtp: SmtpStandIn
  mailbox: StandIn
  close(): Promise<void>
}

export async function startE2eStandIns(): Promise<E2eStandIns> {
  const failingLicenses = new Set([FAILING_LICENSE])
  const listings = await startStandIn((request) => {
    const url = new URL(request.path, 'http://stand-in')
    const switched = /^\/__license\/([^/]+)\/(up|down)$/.exec(url.pathname)
    if (switched && request.method === 'POST') {
      if (switched[2] === 'up') failingLicenses.delete(switched[1])
      else failingLicenses.add(switched[1])
      return { status: 200, body: { failing: [...failingLicenses] } }
    }
    if (url.pathname === '/cozying-api/v1/home/list') {
      // The homes search's failure note: one city whose source fails, one whose source never answers.
      if (url.searchParams.get('city') === FAILING_CITY) return { status: 500, body: { message: 'down' } }
      if (url.searchParams.get('city') === HANGING_CITY) return 'hang'
      return listingsApiReply(request)
    }
    if (failingLicenses.has(url.searchParams.get('licenseNumber') ?? '')) return { status: 500, body: { message: 'down' } }
    const searchType = url.searchParams.get('searchType') ?? 'sale'
    if (url.searchParams.get('licenseNumber') === NO_RENTALS_LICENSE && searchType.startsWith('rent')) return { status: 200, body: [] }
    return listingsApiReply(request)
  })
  // The spec's answers: 201 for a create, 200 for an update or delete.
  const mainApi = await startStandIn((request) => ({ status: request.method === 'POST' ? 201 : 200, body: { id: 'main-1' } }))
  const deepl = await startStandIn(deeplReply)
  const smtp = await startSmtpStandIn()
  // The Playwright process reads what the SMTP server accepted: recipients, subject, text and HTML.
  const mailbox = await startStandIn(() => ({
    status: 200,
    body: smtp.received.map(({ rcpt, mail }) => ({ rcpt, subject: mail.subject, text: mail.text, html: mail.html || '' })),
  }))
  return {
    listings,
    mainApi,
    deepl,
    smtp,
    mailbox,
    close: async () => {
      await listings.close()
      await mainApi.close()
      await deepl.close()
      await mailbox.close()
      await smtp.stop()
    },
  }
}
