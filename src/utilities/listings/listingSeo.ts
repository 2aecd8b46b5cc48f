/** RealEstateListing JSON-LD of a listing page (schema.org), from what the page itself shows. */
import type { ListingView } from '@/lib/listings/types'

const residenceType: Record<string, string> = {
  single_family: 'SingleFamilyResidence',
  condo: 'Apartment',
  townhouse: 'House',
  multi_family: 'House',
  land: 'Place',
}

export function listingJsonLd(home: ListingView, url: string, origin: string, asOf: string) {
  const images = (home.photos ?? (home.photoUrl ? [home.photoUrl] : [])).map((src) => new URL(src, origin).toString())
  const available = home.status === 'sale' || home.status === 'rent'
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: `${home.address}, ${home.city}, ${home.state}`,
    url,
    ...(images.length ? { image: images } : {}),
    dateModified: asOf,
    offers: {
      '@type': 'Offer',
      price: home.price,
      priceCurrency: 'USD',
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      businessFunction:
        home.status === 'rent' || home.status === 'rented'
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
    },
    about: {
      '@type': residenceType[home.propertyType ?? 'single_family'] ?? 'House',
      address: {
        '@type': 'PostalAddress',
        streetAddress: home.address,
        addressLocality: home.city,
        addressRegion: home.state,
        ...(home.zipcode ? { postalCode: home.zipcode } : {}),
        addressCountry: 'US',
      },
      ...(home.beds !== undefined ? { numberOfBedrooms: home.beds } : {}),
      ...(home.baths !== undefined ? { numberOfBathroomsTotal: home.baths } : {}),
      ...(home.livingArea !== undefined ? { floorSize: { '@type': 'QuantitativeValue', value: home.livingArea, unitCode: 'FTK' } } : {}),
    },
  }
}
