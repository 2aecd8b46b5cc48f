/**
 * What the demo agents publish besides their profile and neighbourhood pages (./areas.ts): blog
 * posts and client reviews. Idempotent: a post is looked up by its agent and address, a review by its
 * agent and client name, a cover picture by its file name, so running the seed twice changes nothing.
 */
import type { Payload, Where } from 'payload'

import { drawHomePhoto, drawInteriorPhoto, type SeedImage } from './images'
import { richText } from './richText'

type Locale = 'ko' | 'en' | 'ja'
type Words = Record<Locale, string>

type SeedPost = {
  slug: string
  /** Days before the seed run it was published: the newest first on the blog. */
  daysAgo: number
  cover: { name: string; draw: (name: string) => Promise<SeedImage>; alt: Words }
  title: Words
  excerpt: Words
  paragraphs: Record<Locale, string[]>
}

type SeedReview = {
  clientName: string
  rating?: number
  daysAgo: number
  language: Locale
  text: string
  /** Into the other two languages. */
  translation: Partial<Words>
  source: 'direct' | 'google' | 'zillow'
  sourceUrl?: string
}

const DAY_MS = 24 * 60 * 60 * 1000
const locales: Locale[] = ['ko', 'en', 'ja']

const demoPosts: Record<string, SeedPost[]> = {
  kim: [
    {
      slug: 'what-1-5m-buys-in-irvine',
      daysAgo: 6,
      cover: {
        name: 'post-kim-irvine-home',
        draw: drawHomePhoto,
        alt: { ko: '어바인의 단독주택 외관', en: 'A detached home in Irvine', ja: 'アーバインの一戸建て' },
      },
      title: {
        ko: '지금 어바인에서 150만 달러로 살 수 있는 집',
        en: 'What $1.5M buys in Irvine today',
        ja: '今のアーバインで150万ドルで買える家',
      },
      excerpt: {
        ko: '오래된 빌리지의 단독주택, 새 빌리지의 타운홈: 같은 예산으로 고를 수 있는 두 가지 길과 각각의 숨은 비용.',
        en: 'A detached home in an older village or a newer townhome: the two ways the same budget goes, and the costs behind each.',
        ja: '古いビレッジの一戸建てか、新しいビレッジのタウンホームか。同じ予算の二つの選択肢と、それぞれの見えにくい費用。',
      },
      paragraphs: {
        ko: [
          '최근 어바인의 단독주택은 평방피트당 약 780~850달러에 거래되고 있습니다. 150만 달러라면 우드브리지나 웨스트파크처럼 1970~80년대에 조성된 빌리지에서 1,700~1,900평방피트, 방 3개짜리 단독주택이 현실적인 목표입니다.',
          '같은 예산으로 그레이트 파크나 포톨라 스프링스 같은 새 빌리지를 보면 방 3개 타운홈이나 작은 단독주택이 나옵니다. 집은 새것이지만 멜로루스 특별세와 관리비가 더해져 월 부담이 수백 달러 커질 수 있습니다.',
          '어느 쪽이든 학군, 통근 거리, 월 총비용(대출, 세금, 관리비)을 함께 비교해 보세요. 관심 있는 빌리지가 있으시면 최근 거래 사례를 정리해 드리겠습니다.',
        ],
        en: [
          'Detached homes in Irvine have been selling for roughly $780 to $850 a square foot. At $1.5M, a realistic target is a three-bedroom home of 1,700 to 1,900 square feet in one of the villages built in the 1970s and 80s, such as Woodbridge or Westpark.',
          'The same budget in a newer village like Great Park or Portola Springs buys a three-bedroom townhome or a smaller detached home. Everything is new, but Mello-Roos special taxes and association dues can add several hundred dollars a month.',
          'Whichever way you lean, compare the school assignment, the commute and the full monthly cost (loan, taxes and dues) side by side. Tell me which villages you like and I will pull the recent sales for you.',
        ],
        ja: [
          '最近のアーバインの一戸建ては、1平方フィートあたり約780〜850ドルで取引されています。150万ドルなら、ウッドブリッジやウエストパークなど1970〜80年代に開発されたビレッジで、1,700〜1,900平方フィート・3ベッドルームの一戸建てが現実的な目標です。',
          '同じ予算でグレートパークやポルトラ・スプリングスなど新しいビレッジを見ると、3ベッドルームのタウンホームか小さめの一戸建てになります。建物は新しいものの、メロ・ルース特別税と管理費で月々の負担が数百ドル増えることがあります。',
          'どちらを選ぶにしても、学区、通勤時間、月々の総費用(ローン、税金、管理費)を並べて比べてみてください。気になるビレッジを教えていただければ、最近の成約事例をまとめてお送りします。',
        ],
      },
    },
    {
      slug: 'mello-roos-and-hoa-fees-in-irvine',
      daysAgo: 20,
      cover: {
        name: 'post-kim-irvine-interior',
        draw: drawInteriorPhoto,
        alt: { ko: '밝은 거실', en: 'A bright living room', ja: '明るいリビングルーム' },
      },
      title: {
        ko: '어바인의 멜로루스와 HOA 관리비, 한 번에 이해하기',
        en: 'Mello-Roos and HOA fees in Irvine, explained',
        ja: 'アーバインのメロ・ルース税とHOA管理費をわかりやすく',
      },
      excerpt: {
        ko: '같은 가격의 집이라도 매달 내는 돈은 수백 달러씩 다릅니다. 계약 전에 꼭 확인할 세 가지.',
        en: 'Two homes at the same price can cost several hundred dollars a month apart. Three things to check before you sign.',
        ja: '同じ価格の家でも、毎月の支払いは数百ドル違うことがあります。契約前に確認したい三つのこと。',
      },
      paragraphs: {
        ko: [
          '캘리포니아의 기본 재산세는 매입가의 1%에 지역 채권과 부과금이 더해져 보통 1.1~1.2% 정도입니다. 1990년대 이후 조성된 빌리지에는 학교와 도로 건설비를 갚기 위한 멜로루스(CFD) 특별세가 붙어 합계가 1.5~2%에 이르기도 합니다.',
          'HOA 관리비는 단지 관리비와 빌리지 전체의 마스터 관리비로 나뉘며, 수영장과 공원이 많은 곳일수록 높습니다. 월 150~400달러가 흔하고, 콘도는 건물 보험이 포함되어 더 높을 수 있습니다.',
          '계약 전에 판매자에게 최근 재산세 고지서와 HOA 서류를 요청해 실제 금액과 멜로루스 종료 연도를 확인하세요. 제가 함께 서류를 읽어 드리겠습니다.',
        ],
        en: [
          'California’s basic property tax is 1% of the purchase price, and local bonds and charges usually bring it to about 1.1 to 1.2%. Villages built since the 1990s add a Mello-Roos (CFD) special tax that repays the schools and roads built for them, which can take the total to 1.5 to 2%.',
          'Association dues come in two layers, the community’s own and the village-wide master association, and run higher where there are more pools and parks. $150 to $400 a month is common; condos can be higher because the building’s insurance is included.',
          'Before you sign, ask the seller for the latest tax bill and the association documents, and check the real amounts and the year the Mello-Roos ends. I am happy to read them through with you.',
        ],
        ja: [
          'カリフォルニアの基本的な固定資産税は購入価格の1%で、地域の債券や賦課金を加えると通常1.1〜1.2%ほどになります。1990年代以降に開発されたビレッジでは、学校や道路の建設費を返済するメロ・ルース(CFD)特別税が加わり、合計1.5〜2%になることもあります。',
          'HOA管理費は、各コミュニティの管理費とビレッジ全体のマスター管理費の二段構えで、プールや公園が多いほど高くなります。月150〜400ドルが一般的で、コンドミニアムは建物の保険を含むためさらに高いこともあります。',
          '契約前に売主へ最新の税の請求書とHOA書類を求め、実際の金額とメロ・ルースの終了年を確認しましょう。書類は一緒に読み解きます。',
        ],
      },
    },
  ],
  park: [
    {
      slug: 'georgia-property-tax-basics-for-first-time-buyers',
      daysAgo: 4,
      cover: {
        name: 'post-park-atlanta-home',
        draw: drawHomePhoto,
        alt: { ko: '애틀랜타의 주택', en: 'A home in Atlanta', ja: 'アトランタの住宅' },
      },
      title: {
        ko: '조지아주 첫 주택 구매자를 위한 재산세 기초',
        en: 'Property tax basics for first-time buyers in Georgia',
        ja: 'ジョージア州で初めて家を買う人のための固定資産税の基本',
      },
      excerpt: {
        ko: '평가액 40%, 밀리지, 그리고 4월 1일까지 신청해야 하는 홈스테드 면제: 고지서를 읽는 법.',
        en: 'The 40% assessment, millage rates and the homestead exemption you must file for by April 1: how to read the bill.',
        ja: '評価額の40%、ミレッジ率、4月1日までに申請するホームステッド控除。請求書の読み方。',
      },
      paragraphs: {
        ko: [
          '조지아주는 시가의 40%를 과세 평가액으로 삼고, 여기에 카운티·학교·시의 밀리지(1,000달러당 세액)를 곱합니다. 예를 들어 40만 달러짜리 집의 평가액은 16만 달러이고, 밀리지 합계가 40이라면 면제 전 세금은 연 6,400달러입니다.',
          '실제로 거주하는 집이라면 홈스테드 면제를 꼭 신청하세요. 1월 1일 기준으로 소유하고 살고 있어야 하며, 대부분의 카운티에서 4월 1일까지 카운티 세무 평가 사무소에 신청해야 그해 세금에 반영됩니다. 많은 카운티가 평가액 상승 폭을 제한하는 추가 면제도 둡니다.',
          '매입 첫해의 고지서는 이전 소유자의 면제가 반영된 금액일 수 있습니다. 대출 에스크로가 부족해지지 않도록 다음 해 세금을 미리 계산해 보시길 권합니다.',
        ],
        en: [
          'Georgia taxes homes on an assessed value of 40% of market value, multiplied by the county, school and city millage rates (dollars of tax per $1,000). A $400,000 home is assessed at $160,000; with a combined millage of 40, that is $6,400 a year before exemptions.',
          'If you will live in the home, file for the homestead exemption. You must own and live there on January 1, and in most counties file with the county tax assessor by April 1 for it to count that year. Many counties add exemptions that limit how fast the assessed value may rise.',
          'Your first bill may still reflect the previous owner’s exemptions. Work out the next year’s tax ahead of time so that your loan’s escrow account is not caught short.',
        ],
        ja: [
          'ジョージア州では市場価格の40%を課税評価額とし、郡・学区・市のミレッジ率(評価額1,000ドルあたりの税額)を掛けて税額を出します。たとえば40万ドルの家の評価額は16万ドルで、ミレッジ合計が40なら控除前の税額は年6,400ドルです。',
          '自分で住む家なら、ホームステッド控除を必ず申請しましょう。1月1日時点で所有し住んでいることが条件で、多くの郡では4月1日までに郡の税評価事務所へ申請すると、その年の税に反映されます。評価額の上昇幅を抑える追加の控除を設けている郡も多くあります。',
          '購入した年の請求書には、前の所有者の控除が反映されていることがあります。ローンのエスクロー口座が不足しないよう、翌年の税額を前もって計算しておくことをおすすめします。',
        ],
      },
    },
    {
      slug: 'choosing-an-intown-atlanta-neighbourhood',
      daysAgo: 15,
      cover: {
        name: 'post-park-atlanta-interior',
        draw: drawInteriorPhoto,
        alt: { ko: '리모델링한 주택의 실내', en: 'Inside a renovated home', ja: 'リノベーションした住宅の室内' },
      },
      title: {
        ko: '애틀랜타 도심 동네 고르기: 올드 포스 워드, 인먼 파크, 버지니아 하이랜드',
        en: 'Choosing an intown Atlanta neighbourhood: Old Fourth Ward, Inman Park, Virginia-Highland',
        ja: 'アトランタ中心部のエリア選び:オールド・フォース・ワード、インマン・パーク、バージニア・ハイランド',
      },
      excerpt: {
        ko: '벨트라인과의 거리, 집의 연식, 그리고 가격대: 세 동네를 나란히 비교했습니다.',
        en: 'Distance to the BeltLine, the age of the homes and the price range: three neighbourhoods side by side.',
        ja: 'ベルトラインへの距離、住宅の築年数、価格帯。三つのエリアを並べて比べました。',
      },
      paragraphs: {
        ko: [
          '올드 포스 워드는 벨트라인 이스트사이드 트레일과 폰스 시티 마켓에 걸어갈 수 있어 새 타운홈과 콘도가 많고, 차 없이 생활하기 좋습니다.',
          '인먼 파크는 빅토리아풍 주택과 큰 나무가 있는 조용한 거리로 유명하며, 같은 면적이라도 가격이 가장 높은 편입니다. 버지니아 하이랜드는 1920년대 방갈로가 많고 식당과 상점이 모인 거리를 걸어서 이용할 수 있습니다.',
          '세 곳 모두 최근 거래가는 평방피트당 360~390달러 선입니다. 오래된 집은 배관과 전기 상태를 꼭 점검하세요. 주말에 함께 둘러보시면 차이가 바로 느껴집니다.',
        ],
        en: [
          'Old Fourth Ward is within walking distance of the BeltLine’s Eastside Trail and Ponce City Market, with many new townhomes and condos; it is the easiest of the three to live in without a car.',
          'Inman Park is known for its Victorian homes and quiet, tree-lined streets, and is usually the most expensive for the same space. Virginia-Highland has many 1920s bungalows and a walkable strip of restaurants and shops.',
          'Recent sales in all three run around $360 to $390 a square foot. In the older homes, have the plumbing and wiring inspected. Tour them with me on a weekend and the differences become clear quickly.',
        ],
        ja: [
          'オールド・フォース・ワードはベルトラインのイーストサイド・トレイルやポンセ・シティ・マーケットまで歩いて行け、新しいタウンホームやコンドミニアムが多く、車なしでも暮らしやすいエリアです。',
          'インマン・パークはビクトリア様式の住宅と並木の静かな通りで知られ、同じ広さなら最も高めです。バージニア・ハイランドには1920年代のバンガローが多く、レストランや店の並ぶ通りを歩いて楽しめます。',
          '三つのエリアとも最近の成約価格は1平方フィートあたり360〜390ドル前後です。古い家では配管と電気の点検をお忘れなく。週末に一緒に回れば、違いがすぐにわかります。',
        ],
      },
    },
  ],
}

const demoReviews: Record<string, SeedReview[]> = {
  kim: [
    {
      clientName: '이지은',
      rating: 5,
      daysAgo: 12,
      language: 'ko',
      text: '첫 집이라 모르는 것투성이였는데, 멜로루스부터 학군까지 하나하나 설명해 주셔서 안심하고 계약했습니다. 우드브리지에서 행복하게 살고 있어요.',
      translation: {
        en: 'As first-time buyers we knew almost nothing, but she explained everything from Mello-Roos to school zones, so we signed with peace of mind. We are happily settled in Woodbridge.',
        ja: '初めての家で分からないことだらけでしたが、メロ・ルース税から学区まで一つずつ説明していただき、安心して契約できました。ウッドブリッジで幸せに暮らしています。',
      },
      source: 'google',
      sourceUrl: 'https://www.google.com/maps',
    },
    {
      clientName: 'Daniel R.',
      rating: 5,
      daysAgo: 40,
      language: 'en',
      text: 'Hana sold our condo in eleven days, above asking. She staged it, priced it right and kept us informed at every step.',
      translation: {
        ko: '하나 님은 저희 콘도를 11일 만에 호가보다 높게 팔아 주셨습니다. 집을 꾸미고, 가격을 정확히 정하고, 모든 단계를 알려 주셨어요.',
        ja: 'ハナさんは私たちのコンドミニアムを11日で、希望価格を上回る額で売ってくれました。ホームステージングも価格設定も的確で、各段階で状況を知らせてくれました。',
      },
      source: 'zillow',
    },
    {
      clientName: 'Y. T.',
      daysAgo: 75,
      language: 'ja',
      text: '日本からの転勤で時間がない中、オンラインの内見と書類のやり取りを丁寧に進めてくださいました。',
      translation: {
        ko: '일본에서 전근 오느라 시간이 없었는데, 온라인 집 보기와 서류 절차를 꼼꼼하게 진행해 주셨습니다.',
        en: 'Moving from Japan for work, I had little time, and she handled the online viewings and the paperwork with great care.',
      },
      source: 'direct',
    },
  ],
  park: [
    {
      clientName: 'Maria G.',
      rating: 5,
      daysAgo: 9,
      language: 'en',
      text: 'Minsu explained Georgia property taxes and the homestead exemption before we even made an offer. No surprises at closing.',
      translation: {
        ko: '민수 님은 오퍼를 넣기도 전에 조지아 재산세와 홈스테드 면제를 설명해 주셨습니다. 클로징 때 놀랄 일이 하나도 없었어요.',
        ja: 'ミンスさんはオファーを出す前に、ジョージア州の固定資産税とホームステッド控除を説明してくれました。クロージングで驚くことは何もありませんでした。',
      },
      source: 'google',
      sourceUrl: 'https://www.google.com/maps',
    },
    {
      clientName: '최영호',
      rating: 4,
      daysAgo: 33,
      language: 'ko',
      text: '둘루스 투자용 주택을 찾는 데 임대 수익 계산까지 도와주셨습니다. 바쁜 시기라 답장이 조금 늦을 때도 있었지만 결과는 만족합니다.',
      translation: {
        en: 'He helped us find an investment home in Duluth, down to the rental income figures. Replies were sometimes a little slow in a busy season, but we are happy with the result.',
        ja: 'ダルースの投資用住宅探しで、賃貸収入の計算まで手伝ってくださいました。忙しい時期で返信が少し遅いこともありましたが、結果には満足しています。',
      },
      source: 'direct',
    },
    {
      clientName: '佐藤 花子',
      rating: 5,
      daysAgo: 60,
      language: 'ja',
      text: 'インマン・パークとバージニア・ハイランドを何度も一緒に見て回ってくださり、納得して家を選べました。',
      translation: {
        ko: '인먼 파크와 버지니아 하이랜드를 여러 번 함께 둘러봐 주셔서, 충분히 납득하고 집을 고를 수 있었습니다.',
        en: 'He toured Inman Park and Virginia-Highland with us again and again, so we chose our home with confidence.',
      },
      source: 'direct',
    },
  ],
}

const daysAgo = (days: number) => {
  const date = new Date(Date.now() - days * DAY_MS)
  date.setUTCHours(12, 0, 0, 0)
  return date.toISOString()
}

async function realtorIdOf(payload: Payload, desiredUrl: string): Promise<number | null> {
  const { docs } = await payload.find({ collection: 'realtors', where: { desiredUrl: { equals: desiredUrl } }, depth: 0, limit: 1 })
  return docs[0]?.id ?? null
}

/** The post's cover, drawn and uploaded once (the agent's own picture, so they can reuse it). */
async function coverPhoto(payload: Payload, realtor: number, cover: SeedPost['cover']): Promise<number> {
  // Uploads are stored as WebP (src/collections/Media): the name the upload gets is known before drawing.
  const { docs } = await payload.find({ collection: 'media', where: { filename: { equals: `${cover.name}.webp` } }, depth: 0, limit: 1 })
  if (docs[0]) return docs[0].id
  const file = await cover.draw(cover.name)
  const media = await payload.create({ collection: 'media', locale: 'ko', data: { alt: cover.alt.ko, owner: realtor }, file })
  for (const locale of ['en', 'ja'] as const) {
    await payload.update({ collection: 'media', id: media.id, locale, data: { alt: cover.alt[locale] } })
  }
  return media.id
}

/** Posts and reviews of the demo agents (after the agents themselves). */
export async function ensureAgentContent(payload: Payload): Promise<void> {
  await ensureDemoPosts(payload)
  await ensureDemoReviews(payload)
}

/** /kim and /park: two published posts each, in Korean, English and Japanese. */
export async function ensureDemoPosts(payload: Payload): Promise<void> {
  for (const [desiredUrl, posts] of Object.entries(demoPosts)) {
    const realtor = await realtorIdOf(payload, desiredUrl)
    if (realtor === null) continue
    for (const post of posts) {
      const found = await payload.count({
        collection: 'posts',
        where: { and: [{ realtor: { equals: realtor } }, { slug: { equals: post.slug } }] },
      })
      if (found.totalDocs > 0) continue
      const words = (locale: Locale) => ({
        title: post.title[locale],
        excerpt: post.excerpt[locale],
        content: richText(post.paragraphs[locale].join('\n\n')),
      })
      const created = await payload.create({
        collection: 'posts',
        locale: 'ko',
        data: {
          realtor,
          slug: post.slug,
          publishedAt: daysAgo(post.daysAgo),
          coverPhoto: await coverPhoto(payload, realtor, post.cover),
          _status: 'published',
          ...words('ko'),
        },
      })
      for (const locale of ['en', 'ja'] as const) {
        await payload.update({ collection: 'posts', id: created.id, locale, data: { _status: 'published', ...words(locale) } })
      }
    }
  }
}

/** /kim and /park: three published reviews each, with the client's consent, in three languages with translations. */
export async function ensureDemoReviews(payload: Payload): Promise<void> {
  for (const [desiredUrl, reviews] of Object.entries(demoReviews)) {
    const realtor = await realtorIdOf(payload, desiredUrl)
    if (realtor === null) continue
    for (const review of reviews) {
      const where: Where = { and: [{ realtor: { equals: realtor } }, { clientName: { equals: review.clientName } }] }
      if ((await payload.count({ collection: 'reviews', where })).totalDocs > 0) continue
      const created = await payload.create({
        collection: 'reviews',
        locale: review.language,
        data: {
          realtor,
          clientName: review.clientName,
          rating: review.rating,
          reviewedAt: daysAgo(review.daysAgo),
          text: review.text,
          language: review.language,
          source: review.source,
          sourceUrl: review.sourceUrl,
          clientConsent: true,
          _status: 'published',
        },
      })
      for (const locale of locales.filter((code) => review.translation[code])) {
        await payload.update({
          collection: 'reviews',
          id: created.id,
          locale,
          data: { _status: 'published', translation: review.translation[locale] },
        })
      }
    }
  }
}
