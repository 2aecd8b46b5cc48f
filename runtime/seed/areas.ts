/**
 * A neighbourhood page for each demo agent with a site of their own (kim: Woodbridge in Irvine; park:
 * Midtown Atlanta), published in three languages, so a newcomer sees one at once. Idempotent: looked
 * up by the agent and the page's address first.
 */
import type { Payload } from 'payload'

import { richText } from './richText'

type L<T> = { ko: T; en: T; ja: T }
type DemoArea = {
  desiredUrl: string
  slug: string
  state: 'CA' | 'GA'
  city: string
  neighborhood: string
  zipcode: string
  title: L<string>
  summary: L<string>
  text: L<string>
  links: { url: string; label: L<string> }[]
}

const demoAreas: DemoArea[] = [
  {
    desiredUrl: 'kim',
    slug: 'irvine-woodbridge',
    state: 'CA',
    city: 'Irvine',
    neighborhood: 'Woodbridge',
    // No ZIP code: the page's market report covers Irvine as a whole.
    zipcode: '',
    title: { ko: '어바인 우드브리지', en: 'Woodbridge, Irvine', ja: 'アーバイン・ウッドブリッジ' },
    summary: {
      ko: '두 개의 호수와 22개의 수영장, 걸어서 가는 학교. 어바인에서 가족이 가장 먼저 찾는 동네입니다.',
      en: 'Two lakes, 22 pools and schools within walking distance: the Irvine village families ask about first.',
      ja: '二つの湖と22のプール、徒歩で通える学校。アーバインで家族連れが最初に探すエリアです。',
    },
    text: {
      ko: '우드브리지는 1970년대 후반에 계획된 마을로, 노스 레이크와 사우스 레이크를 따라 산책로가 이어집니다. 단독주택과 타운하우스가 섞여 있어 첫 집을 찾는 분과 넓은 집으로 옮기려는 가족 모두에게 선택지가 있습니다.\n\n어바인 통합교육구(IUSD)의 초·중·고등학교가 마을 안에 있고, 협회비(HOA)에는 수영장과 테니스장 이용이 포함됩니다. 매물은 봄에 많이 나오고 보통 몇 주 안에 계약됩니다.',
      en: 'Woodbridge is a village planned in the late 1970s around North Lake and South Lake, with walking paths along both. Single-family homes and townhouses sit side by side, so first-time buyers and growing families both find something.\n\nIrvine Unified (IUSD) elementary, middle and high schools are inside the village, and the HOA dues include the pools and tennis courts. Most homes come on the market in spring and usually go under contract within a few weeks.',
      ja: 'ウッドブリッジは1970年代後半にノースレイクとサウスレイクを囲んで計画された地区で、湖沿いに遊歩道が続きます。一戸建てとタウンハウスが混在し、初めて家を買う方にも広い家へ移りたいご家族にも選択肢があります。\n\nアーバイン統一学区(IUSD)の小・中・高校が地区内にあり、HOA 費にはプールとテニスコートの利用が含まれます。売り出しは春に多く、たいてい数週間で契約になります。',
    },
    links: [
      {
        url: 'https://www.iusd.org',
        label: { ko: '어바인 통합교육구 (IUSD)', en: 'Irvine Unified School District', ja: 'アーバイン統一学区 (IUSD)' },
      },
      { url: 'https://www.cityofirvine.org', label: { ko: '어바인 시청', en: 'City of Irvine', ja: 'アーバイン市' } },
    ],
  },
  {
    desiredUrl: 'park',
    slug: 'atlanta-midtown',
    state: 'GA',
    city: 'Atlanta',
    neighborhood: 'Midtown',
    zipcode: '30308',
    title: { ko: '애틀랜타 미드타운', en: 'Midtown, Atlanta', ja: 'アトランタ・ミッドタウン' },
    summary: {
      ko: '피드몬트 공원과 벨트라인 사이, 콘도와 오래된 단독주택이 함께 있는 애틀랜타의 중심입니다.',
      en: 'Between Piedmont Park and the BeltLine: condos and early-1900s bungalows in the heart of Atlanta.',
      ja: 'ピードモント公園とベルトラインの間、コンドミニアムと古い一戸建てが並ぶアトランタの中心です。',
    },
    text: {
      ko: '미드타운은 고층 콘도와 1900년대 초의 방갈로가 함께 있는 동네입니다. 피드몬트 공원과 애틀랜타 벨트라인이 가까워 차 없이 생활하는 분도 많습니다.\n\n콘도는 관리비와 주차 조건을, 단독주택은 역사 지구 규정을 먼저 확인하세요. 계약 전에 꼭 함께 살펴보겠습니다.',
      en: 'Midtown mixes high-rise condos with bungalows from the early 1900s. Piedmont Park and the Atlanta BeltLine are close by, and many residents live without a car.\n\nFor a condo, check the association dues and parking first; for a house, the historic district rules. We go through both together before you make an offer.',
      ja: 'ミッドタウンは高層コンドミニアムと1900年代初めのバンガローが混在する地区です。ピードモント公園とアトランタ・ベルトラインが近く、車なしで暮らす人も多くいます。\n\nコンドミニアムは管理費と駐車条件を、一戸建ては歴史地区の規則をまず確認しましょう。オファーの前に一緒に確かめます。',
    },
    links: [{ url: 'https://beltline.org', label: { ko: '애틀랜타 벨트라인', en: 'Atlanta BeltLine', ja: 'アトランタ・ベルトライン' } }],
  },
]

export async function ensureDemoAreas(payload: Payload, photos: number[]): Promise<void> {
  for (const area of demoAreas) {
    const { docs: realtors } = await payload.find({
      collection: 'realtors',
      where: { desiredUrl: { equals: area.desiredUrl } },
      limit: 1,
      depth: 0,
    })
    const realtor = realtors[0]
    if (!realtor) continue
    const existing = await payload.count({
      collection: 'areas',
      where: { and: [{ realtor: { equals: realtor.id } }, { slug: { equals: area.slug } }] },
    })
    if (existing.totalDocs > 0) continue
    const created = await payload.create({
      collection: 'areas',
      locale: 'ko',
      data: {
        realtor: realtor.id,
        slug: area.slug,
        state: area.state,
        city: area.city,
        neighborhood: area.neighborhood,
        zipcode: area.zipcode,
        title: area.title.ko,
        summary: area.summary.ko,
        content: richText(area.text.ko),
        photos,
        links: area.links.map((link) => ({ url: link.url, label: link.label.ko })),
        _status: 'published',
      },
    })
    for (const locale of ['en', 'ja'] as const) {
      await payload.update({
        collection: 'areas',
        id: created.id,
        locale,
        data: {
          title: area.title[locale],
          summary: area.summary[locale],
          content: richText(area.text[locale]),
          links: (created.links ?? []).map((row, i) => ({ id: row.id, url: row.url, label: area.links[i]!.label[locale] })),
          _status: 'published',
        },
      })
    }
  }
}
