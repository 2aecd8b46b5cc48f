/**
 * Recent sales in the demo agents' areas (kim: Irvine homes and condos; park: Atlanta homes), so that
 * without a listings API "What is my home worth?" shows an estimate at once: it compares with the
 * agent's own listings marked sold (src/integrations/listings/soldHomes.ts). Idempotent: a home is
 * looked up by its agent and address first. Each is dated by its sale (created that many days ago),
 * so the agent's current listings stay first in the admin's list, which is sorted newest first.
 */
import type { Payload } from 'payload'

type PropertyType = 'single_family' | 'condo'
type Sale = [address: string, zipcode: string, price: number, livingArea: number, beds: number, baths: number, daysAgo: number]

const DAY_MS = 24 * 60 * 60 * 1000

export const demoSales: Record<string, { city: string; state: string; sales: Partial<Record<PropertyType, Sale[]>> }> = {
  kim: {
    city: 'Irvine',
    state: 'CA',
    sales: {
      // $780–850 a sq ft.
      single_family: [
        ['3 Sold Ridge', '92604', 1_520_000, 1900, 3, 2.5, 24],
        ['7 Quiet Grove', '92604', 1_806_000, 2150, 4, 3, 41],
        ['19 Lemon Tree', '92612', 2_009_000, 2450, 4, 3, 58],
        ['24 Canyon View', '92618', 1_326_000, 1700, 3, 2, 77],
        ['41 Meadowlark', '92604', 2_380_000, 2800, 5, 3.5, 95],
        ['56 Sandpiper', '92612', 1_660_500, 2050, 4, 2.5, 120],
      ],
      // $680–715 a sq ft.
      condo: [
        ['101 Spectrum Way #210', '92618', 735_000, 1050, 2, 2, 18],
        ['8 Harvard Ct #5', '92612', 850_000, 1250, 2, 2, 35],
        ['300 Park Place #1204', '92614', 1_001_000, 1400, 3, 2, 52],
        ['17 Rialto #3', '92618', 612_000, 900, 1, 1, 70],
        ['2200 Alton Pkwy #118', '92606', 793_500, 1150, 2, 2, 88],
        ['45 Cityview #9', '92618', 1_120_000, 1600, 3, 2.5, 110],
      ],
    },
  },
  park: {
    city: 'Atlanta',
    state: 'GA',
    sales: {
      // $360–390 a sq ft.
      single_family: [
        ['612 Myrtle St NE', '30308', 646_000, 1700, 3, 2, 21],
        ['845 Piedmont Ave NE', '30308', 777_000, 2100, 4, 3, 39],
        ['1021 Virginia Ave NE', '30306', 721_500, 1850, 3, 2.5, 60],
        ['455 Highland Ave NE', '30312', 540_000, 1500, 3, 2, 74],
        ['78 Elmira Pl NE', '30307', 912_000, 2400, 4, 3, 99],
        ['1330 Peachtree Walk NE', '30309', 760_500, 1950, 3, 2, 126],
      ],
    },
  },
}

/** Creates the demo sales an agent does not have yet; `photos` are the shared demo home pictures. */
export async function ensureDemoSales(payload: Payload, photos: number[]): Promise<void> {
  for (const [desiredUrl, area] of Object.entries(demoSales)) {
    const { docs } = await payload.find({
      collection: 'realtors',
      where: { desiredUrl: { equals: desiredUrl } },
      depth: 0,
      limit: 1,
      locale: 'en',
    })
    const realtor = docs[0]
    if (!realtor) continue
    const name = realtor.displayName
    for (const [propertyType, sales] of Object.entries(area.sales) as [PropertyType, Sale[]][]) {
      for (const [index, [address, zipcode, price, livingArea, beds, baths, daysAgo]] of sales.entries()) {
        const found = await payload.count({
          collection: 'listings',
          where: { and: [{ realtor: { equals: realtor.id } }, { address: { equals: address } }] },
        })
        if (found.totalDocs > 0) continue
        const soldAt = new Date(Date.now() - daysAgo * DAY_MS).toISOString()
        await payload.create({
          collection: 'listings',
          data: {
            status: 'sold',
            propertyType,
            address,
            city: area.city,
            state: area.state,
            zipcode,
            price,
            livingArea,
            beds,
            baths,
            photos: photos.map((_, i) => photos[(index + i) % photos.length]),
            _status: 'published',
            realtor: realtor.id,
            listingBroker: name,
            listingOffice: 'Demo Realty Group',
            source: 'local',
            sourceUpdatedAt: soldAt,
            createdAt: soldAt,
          },
        })
      }
    }
  }
}
