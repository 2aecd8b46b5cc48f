/**
 * Stand-ins for the browser tests' third parties: the listings API (one
 * agent's license answers 500, to show a failing source) and the main API.
 */
import { startStandIn, type StandIn } from './standInServer'

export const FAILING_LICENSE = '7654321'

export async function startE2eStandIns(): Promise<{ listings: StandIn; mainApi: StandIn; close(): Promise<void> }> {
  const listings = await startStandIn((request) => {
    const url = new URL(request.path, 'http://stand-in')
    if (url.searchParams.get('licenseNumber') === FAILING_LICENSE) return { status: 500, body: { message: 'down' } }
    const searchType = url.searchParams.get('searchType') ?? 'sale'
    return {
      status: 200,
      body: [
        {
          id: `${searchType}-1`,
          address: `100 ${searchType} Stand-in Ave`,
          city: 'Irvine',
          state: 'CA',
          zipcode: '92618',
          listPrice: searchType === 'rent' || searchType === 'rented' ? 3200 : 1250000,
          bedrooms: 3,
          bathrooms: 2,
          livingArea: 1800,
          listAgentFullName: 'Stand-in Broker',
          listOfficeName: 'Stand-in Realty',
        },
      ],
    }
  })
  const mainApi = await startStandIn(() => ({ status: 201, body: { id: 'main-1' } }))
  return {
    listings,
    mainApi,
    close: async () => {
      await listings.close()
      await mainApi.close()
    },
  }
}
