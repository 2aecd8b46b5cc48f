/**
 * npm run listings:stand-in: the tests' listings API stand-in (tests/harness/standIns/listingsStandIn.ts) on
 * LISTINGS_STAND_IN_PORT (default 4010), for a dev server started with LISTINGS_API_URL pointing at it.
 */
import { listingsApiReply } from '../standIns/listingsStandIn'
import { startStandIn } from '../standIns/standInServer'

const port = Number(process.env.LISTINGS_STAND_IN_PORT ?? 4010)
const standIn = await startStandIn(
  (request) => listingsApiReply(request) ?? { status: 404, body: { message: 'not a listings API path' } },
  port,
)
console.log(`listings API stand-in at ${standIn.url}: start the dev server with LISTINGS_API_URL=${standIn.url}`)
