/**
 * Demo content and the first admin. Idempotent: each record is looked up by a
 * natural key first (e-mail, desiredUrl, page kind, landing headline, showcase
 * agents, share title, a demo buyer's agent and address, a demo sale's agent and address), so
 * running it twice changes nothing.
 */
import type { Payload } from 'payload'

import type { Role } from '@/access/roles'
import {
  drawAgentPhoto,
  drawHomePhoto,
  drawInteriorPhoto,
  drawLogo,
  drawPagePicture,
  drawShareImage,
  type PhotoKind,
  type SeedImage,
} from './images'
import { ensureAgentContent } from './agentContent'
import { ensureBuyerLeads } from './buyerLeads'
import { seedRealtors, type SeedRealtor } from './realtors'
import { ensureDemoSales } from './soldHomes'
import { ensureDemoAreas } from './areas'
import { richText } from './richText'
import { disclaimer, landingCopy, legalPages, shareCopy } from './site'

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'
export const DEFAULT_ADMIN_PASSWORD = 'change-me-admin-1'
export const DEMO_AGENT = { email: 'agent@example.com', password: 'change-me-agent-1' }
export const DEMO_SUPPORT = { email: 'support@example.com', password: 'change-me-support-1' }

const otherLocales = ['en', 'ja'] as const

export async function seed(payload: Payload): Promise<void> {
  const email = process.env.SEED_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL
  const password = process.env.SEED_ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD
  if (await ensureUser(payload, { email, password, name: 'Admin', roles: ['admin'] })) {
    const shown = process.env.SEED_ADMIN_PASSWORD ? '(from SEED_ADMIN_PASSWORD)' : password
    console.log(`[seed] admin ${email} / ${shown}`)
  }
  if (await ensureUser(payload, { ...DEMO_SUPPORT, name: 'Support', roles: ['support'] })) {
    console.log(`[seed] support ${DEMO_SUPPORT.email} / ${DEMO_SUPPORT.password}`)
  }
  const agentId = await userId(payload, DEMO_AGENT.email, async () => {
    console.log(`[seed] agent ${DEMO_AGENT.email} / ${DEMO_AGENT.password} (owns /kim)`)
    return { ...DEMO_AGENT, name: 'Hana Kim', roles: ['agent'] }
  })
  for (const realtor of seedRealtors) {
    await ensureRealtor(payload, realtor, realtor.desiredUrl === 'kim' ? agentId : undefined)
  }
  await ensureAgentContent(payload)
  await ensureDemoSales(payload, await demoHomePhotos(payload))
  await ensureDemoAreas(payload, await demoHomePhotos(payload))
  await ensureBuyerLeads(payload)
  await ensureLanding(payload)
  await ensureSiteSettings(payload)
  await ensureLegalPages(payload)
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  return totalDocs === 0
}

type NewUser = { email: string; password: string; name: string; roles: Role[] }

async function ensureUser(payload: Payload, data: NewUser): Promise<boolean> {
  const existing = await payload.count({ collection: 'users', where: { email: { equals: data.email } } })
  if (existing.totalDocs > 0) return false
  await payload.create({ collection: 'users', data })
  return true
}

async function userId(payload: Payload, email: string, make: () => Promise<NewUser>) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  if (docs[0]) return docs[0].id
  return (await payload.create({ collection: 'users', data: await make() })).id
}

async function upload(payload: Payload, file: SeedImage, alt: string) {
  return payload.create({ collection: 'media', data: { alt }, file })
}

/** Latin initials of a name for a logo ('Hana Kim' -> 'HK'). */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 3)

/** What each demo picture shows, for screen readers and share cards, in each language of the pages. */
const altTexts: Record<PhotoKind, Record<'ko' | 'en' | 'ja', (name: string) => string>> = {
  top: {
    ko: (name) => `${name}: 활동 지역의 주택들`,
    en: (name) => `${name}: homes in the area`,
    ja: (name) => `${name}：担当エリアの住宅`,
  },
  id: { ko: (name) => name, en: (name) => name, ja: (name) => name },
  logo: { ko: (name) => `${name} 로고`, en: (name) => `${name} logo`, ja: (name) => `${name}のロゴ` },
  gallery: {
    ko: (name) => `${name}: 최근 거래한 주택`,
    en: (name) => `${name}: a recent home`,
    ja: (name) => `${name}：最近取り扱った住宅`,
  },
  ogImage: { ko: (name) => `${name}, 부동산 중개인`, en: (name) => `${name}, realtor`, ja: (name) => `${name}（不動産エージェント）` },
}

type PhotoSpec = readonly [kind: PhotoKind, size?: [number, number]]

/**
 * Every kind of photo for the agents the tests look at; banner, portrait and one gallery picture for the
 * showcase's others (each upload is drawn and resized by sharp: the seed stays quick enough for every test run).
 */
function photoSet(seedData: SeedRealtor): readonly PhotoSpec[] {
  // Covers are 1200 wide (a phone's full width at 2.6x); portraits and gallery tiles are shown small,
  // so smaller originals keep the seed's drawing and encoding short.
  const gallery: PhotoSpec = ['gallery', [800, 533]]
  return seedData.fewPhotos
    ? [['top'], ['id', [480, 480]], gallery]
    : [['top'], ['id', [600, 600]], ['logo', [480, 480]], gallery, gallery, ['ogImage']]
}

async function ensureRealtor(payload: Payload, seedData: SeedRealtor, owner?: number) {
  const found = await payload.count({
    collection: 'realtors',
    where: { desiredUrl: { equals: seedData.desiredUrl } },
  })
  if (found.totalDocs > 0) return
  const name = seedData.displayName.en
  const photos = []
  let galleryIndex = 0
  for (const [kind, size] of photoSet(seedData)) {
    const index = kind === 'gallery' ? galleryIndex++ : 0
    const file = await drawAgentPhoto(`${seedData.desiredUrl}-${kind}${index ? `-${index + 1}` : ''}`, kind, {
      initials: initialsOf(name),
      color: seedData.color,
      index,
      size,
    })
    const media = await upload(payload, file, altTexts[kind].ko(seedData.displayName.ko))
    for (const locale of otherLocales) {
      await payload.update({
        collection: 'media',
        id: media.id,
        locale,
        data: { alt: altTexts[kind][locale](seedData.displayName[locale]) },
      })
    }
    photos.push({ kind, image: media.id })
  }
  const realtor = await payload.create({
    collection: 'realtors',
    locale: 'ko',
    data: {
      ...seedData.data,
      desiredUrl: seedData.desiredUrl,
      customDomain: seedData.customDomain,
      _status: 'published',
      owner,
      photos,
      displayName: seedData.displayName.ko,
      headline: seedData.headline.ko,
      aboutMe: seedData.aboutMe.ko,
      meta: { ...seedData.seo.ko, image: photos.at(-1)?.image },
    },
  })
  for (const locale of otherLocales) {
    await payload.update({
      collection: 'realtors',
      id: realtor.id,
      locale,
      data: {
        displayName: seedData.displayName[locale],
        headline: seedData.headline[locale],
        aboutMe: seedData.aboutMe[locale],
        meta: { ...seedData.seo[locale], image: photos.at(-1)?.image },
      },
    })
  }
  const homePhotos = await demoHomePhotos(payload)
  for (const [index, listing] of seedData.listings.entries()) {
    await payload.create({
      collection: 'listings',
      data: {
        ...listing,
        // Every demo listing shows the three shared demo pictures, each starting with another one.
        photos: homePhotos.map((_, i) => homePhotos[(index + i) % homePhotos.length]),
        _status: 'published',
        realtor: realtor.id,
        listingBroker: name,
        listingOffice: 'Demo Realty Group',
        source: 'local',
        sourceUpdatedAt: new Date().toISOString(),
        // One home described in Korean only: the other languages are the translation panel's to suggest.
        ...(index === 0 ? { description: DEMO_LISTING_DESCRIPTION } : {}),
      },
    })
  }
}

const DEMO_LISTING_DESCRIPTION =
  '남향 거실에 하루 종일 햇빛이 드는 집입니다. 학교까지 걸어서 10분, 조용한 막다른 길에 있습니다.\n\n2022년에 주방과 욕실을 새로 고쳤고, 차 두 대가 들어가는 차고와 넓은 뒷마당이 있습니다. HOA 관리비는 월 150달러입니다.'

/** Pictures of the demo listings (and of the listings API stand-in's homes): /api/media/file/demo-home-{n}.webp. */
export const DEMO_HOME_PHOTOS = [
  ['demo-home-1', drawHomePhoto],
  ['demo-home-2', drawInteriorPhoto],
  ['demo-home-3', drawHomePhoto],
] as const

async function demoHomePhotos(payload: Payload): Promise<number[]> {
  const ids: number[] = []
  for (const [name, draw] of DEMO_HOME_PHOTOS) {
    const { docs } = await payload.find({ collection: 'media', where: { filename: { equals: `${name}.webp` } }, limit: 1, depth: 0 })
    if (docs[0]) {
      ids.push(docs[0].id)
      continue
    }
    const photo = await upload(payload, await draw(name), '예시 주택 사진')
    await payload.update({ collection: 'media', id: photo.id, locale: 'en', data: { alt: 'A demo home' } })
    await payload.update({ collection: 'media', id: photo.id, locale: 'ja', data: { alt: 'サンプル物件の写真' } })
    ids.push(photo.id)
  }
  return ids
}

async function ensureLanding(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'landing', locale: 'ko', fallbackLocale: false, depth: 0 })
  if (!current.hero?.headline) await seedLandingCopy(payload)
  // Rows left without an agent (a database from before the showcase named agents) count as empty.
  if (!(current.showcase ?? []).some((row) => row.realtor)) await seedShowcase(payload)
  if (!current.share?.title) await seedShare(payload)
}

async function seedLandingCopy(payload: Payload) {
  const ko = landingCopy.ko
  const saved = await payload.updateGlobal({
    slug: 'landing',
    locale: 'ko',
    data: { _status: 'published', hero: ko.hero, cards: ko.cards, ctaBand: ko.ctaBand },
  })
  for (const locale of otherLocales) {
    const copy = landingCopy[locale]
    await payload.updateGlobal({
      slug: 'landing',
      locale,
      data: {
        _status: 'published',
        hero: copy.hero,
        ctaBand: copy.ctaBand,
        // Localized fields inside arrays are matched to their rows by id.
        cards: (saved.cards ?? []).map((row, i) => ({ ...row, ...copy.cards[i] })),
      },
    })
  }
}

/** The ten demo agents, each with a picture of their page, in seed order. */
async function seedShowcase(payload: Payload) {
  const showcase = []
  for (const agent of seedRealtors.slice(0, 10)) {
    const { docs } = await payload.find({
      collection: 'realtors',
      where: { and: [{ desiredUrl: { equals: agent.desiredUrl } }, { _status: { equals: 'published' } }] },
      depth: 0,
      limit: 1,
    })
    const realtor = docs[0]
    if (!realtor) continue
    const address = realtor.customDomain ?? `/${realtor.desiredUrl}`
    // Their own cover and portrait (drawn once: the same names and sizes as in photoSet) inside the picture.
    const [top, id] = await Promise.all(
      photoSet(agent)
        .filter(([kind]) => kind === 'top' || kind === 'id')
        .map(([kind, size]) => drawAgentPhoto(`${agent.desiredUrl}-${kind}`, kind, { initials: '', color: agent.color, size })),
    )
    const file = await drawPagePicture(`${agent.desiredUrl}-page`, {
      name: agent.displayName.en,
      address,
      color: agent.color,
      darkDesign: Boolean(realtor.designMainDarkMode),
      darkContent: Boolean(realtor.contentDarkMode),
      banner: top?.data,
      portrait: id?.data,
    })
    const picture = await payload.create({ collection: 'media', locale: 'ko', data: { alt: `${agent.displayName.ko} 홈페이지` }, file })
    for (const locale of otherLocales) {
      const alt = locale === 'en' ? `${agent.displayName.en}'s homepage` : `${agent.displayName.ja}のホームページ`
      await payload.update({ collection: 'media', id: picture.id, locale, data: { alt } })
    }
    showcase.push({ realtor: realtor.id, thumbnail: picture.id })
  }
  await payload.updateGlobal({ slug: 'landing', data: { _status: 'published', showcase } })
}

async function seedShare(payload: Payload) {
  const image = await payload.create({
    collection: 'media',
    locale: 'ko',
    data: { alt: shareCopy.ko.imageAlt },
    file: await drawShareImage(),
  })
  for (const locale of ['ko', ...otherLocales] as const) {
    const { imageAlt, ...share } = shareCopy[locale]
    if (locale !== 'ko') await payload.update({ collection: 'media', id: image.id, locale, data: { alt: imageAlt } })
    await payload.updateGlobal({ slug: 'landing', locale, data: { _status: 'published', share: { ...share, image: image.id } } })
  }
}

async function ensureSiteSettings(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'site-settings', locale: 'ko', fallbackLocale: false })
  if (current.lender?.name) return
  const logo = await upload(payload, await drawLogo('lender-logo', 'DHL', '#0b2545', 320, 120), 'Lender logo')
  for (const locale of ['ko', ...otherLocales] as const) {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        lender: {
          name: 'Demo Home Lending',
          logo: logo.id,
          licenseNumber: 'CA DFPI 60DBO-00000',
          nmlsNumber: '000000',
          disclaimer: disclaimer[locale],
        },
      },
    })
  }
}

async function ensureLegalPages(payload: Payload) {
  for (const page of legalPages) {
    const found = await payload.count({
      collection: 'pages',
      where: { and: [{ kind: { equals: page.kind } }, { realtor: { exists: false } }] },
    })
    if (found.totalDocs > 0) continue
    const created = await payload.create({
      collection: 'pages',
      locale: 'ko',
      data: { _status: 'published', kind: page.kind, title: page.title.ko, content: richText(page.body.ko) },
    })
    for (const locale of otherLocales) {
      await payload.update({
        collection: 'pages',
        id: created.id,
        locale,
        data: { title: page.title[locale], content: richText(page.body[locale]) },
      })
    }
  }
}
