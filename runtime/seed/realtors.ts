/**
 * Demo agents: /kim, /park and /equityrealty (regions in CA (crmls), GA (fmls) and both (no market)),
 * which the tests rely on, then the showcase's other seven (showcaseAgents.ts).
 */
import type { SeedRealtor } from './seedRealtor'
import { showcaseAgents } from './showcaseAgents'

export type { SeedRealtor }

const coreRealtors: SeedRealtor[] = [
  {
    desiredUrl: 'kim',
    headline: { ko: '어바인 부동산 에이전트', en: 'Irvine Realtor', ja: 'アーバインの不動産エージェント' },
    customDomain: 'kim.localhost',
    color: '#1F3A5F',
    displayName: { ko: '김하나', en: 'Hana Kim', ja: 'キム・ハナ' },
    aboutMe: {
      ko: '어바인과 로스앤젤레스에서 15년간 가족의 첫 집을 찾아 드렸습니다.',
      en: 'For 15 years I have helped families find their first home in Irvine and Los Angeles.',
      ja: 'アーバインとロサンゼルスで15年間、ご家族の最初の住まい探しをお手伝いしてきました。',
    },
    seo: {
      ko: {
        title: '김하나 | 어바인 부동산 에이전트',
        description: '어바인·LA 주택 매매 전문',
        keywords: '어바인, 부동산, 주택',
        author: '김하나',
      },
      en: {
        title: 'Hana Kim | Irvine Realtor',
        description: 'Homes for sale in Irvine and Los Angeles',
        keywords: 'Irvine, realtor, homes',
        author: 'Hana Kim',
      },
      ja: {
        title: 'キム・ハナ | アーバインの不動産エージェント',
        description: 'アーバインとLAの住宅売買',
        keywords: 'アーバイン, 不動産',
        author: 'キム・ハナ',
      },
    },
    data: {
      contactPhoneCountry: 'US',
      contactPhone: '949-555-0101',
      email: 'hana.kim@example.com',
      kakaoLink: 'https://open.kakao.com/o/demo-kim',
      snsInstagramUrl: 'https://www.instagram.com/demo_kim',
      snsYoutubeUrl: 'https://www.youtube.com/@demo-kim',
      recommendedYoutubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      licenseNumber: '01234567',
      salesCount: 214,
      lastYearSalesTotal: 48_250_000,
      careerStart: '2010-03-01',
      designMainColor: '#1F3A5F',
      activityRegion: [
        { state: 'CA', city: 'Irvine', neighborhood: 'Woodbridge', zipcode: '92604' },
        { state: 'CA', city: 'Los Angeles', neighborhood: 'Koreatown', zipcode: '90005' },
      ],
      etcInfo: [
        { type: 'korea_name', value: '김하나' },
        { type: 'company_address', value: '2 Park Plaza, Irvine, CA 92614' },
        { type: 'company_phone', value: '949-555-0100' },
      ],
    },
    listings: [
      {
        status: 'sale',
        address: '12 Willow Tree',
        city: 'Irvine',
        state: 'CA',
        zipcode: '92604',
        price: 1_450_000,
        beds: 4,
        baths: 3,
        livingArea: 2300,
      },
      {
        status: 'rent',
        address: '88 Harvard Ave',
        city: 'Irvine',
        state: 'CA',
        zipcode: '92612',
        price: 4_200,
        beds: 2,
        baths: 2,
        livingArea: 1100,
      },
      {
        status: 'sold',
        address: '501 Wilshire Blvd #12',
        city: 'Los Angeles',
        state: 'CA',
        zipcode: '90005',
        price: 890_000,
        beds: 2,
        baths: 2,
        livingArea: 1250,
      },
    ],
  },
  {
    desiredUrl: 'park',
    headline: { ko: '애틀랜타 주택·투자 부동산 전문', en: 'Atlanta homes and investment property', ja: 'アトランタの住宅・投資用不動産' },
    color: '#2E6B3A',
    displayName: { ko: '박민수', en: 'Minsu Park', ja: 'パク・ミンス' },
    aboutMe: {
      ko: '애틀랜타와 둘루스 지역의 주택과 투자용 부동산을 전문으로 합니다.',
      en: 'I specialise in homes and investment property around Atlanta and Duluth.',
      ja: 'アトランタとダルースの住宅と投資用不動産を専門としています。',
    },
    seo: {
      ko: { title: '박민수 | 애틀랜타 부동산', description: '애틀랜타·둘루스 주택', keywords: '애틀랜타, 둘루스', author: '박민수' },
      en: {
        title: 'Minsu Park | Atlanta Realtor',
        description: 'Homes in Atlanta and Duluth',
        keywords: 'Atlanta, Duluth, realtor',
        author: 'Minsu Park',
      },
      ja: {
        title: 'パク・ミンス | アトランタの不動産',
        description: 'アトランタとダルースの住宅',
        keywords: 'アトランタ',
        author: 'パク・ミンス',
      },
    },
    data: {
      contactPhoneCountry: 'US',
      contactPhone: '770-555-0123',
      email: 'minsu.park@example.com',
      licenseNumber: '7654321',
      salesCount: 96,
      lastYearSalesTotal: 9_800_000_000,
      careerStart: '2015-06-15',
      designMainColor: '#2E6B3A',
      designMainDarkMode: true,
      activityRegion: [
        { state: 'GA', city: 'Atlanta', neighborhood: 'Midtown', zipcode: '30308' },
        { state: 'GA', city: 'Duluth', neighborhood: '', zipcode: '30096' },
      ],
      etcInfo: [{ type: 'zillow_link', value: 'https://www.zillow.com/profile/demo-park' }],
    },
    listings: [
      {
        status: 'sale',
        address: '300 Peachtree St NE',
        city: 'Atlanta',
        state: 'GA',
        zipcode: '30308',
        price: 620_000,
        beds: 3,
        baths: 2,
        livingArea: 1600,
      },
      {
        status: 'rented',
        address: '2100 Pleasant Hill Rd',
        city: 'Duluth',
        state: 'GA',
        zipcode: '30096',
        price: 2_300,
        beds: 3,
        baths: 2,
        livingArea: 1500,
      },
    ],
  },
  {
    desiredUrl: 'equityrealty',
    headline: { ko: '캘리포니아·조지아 중개 회사', en: 'Brokerage in California and Georgia', ja: 'カリフォルニアとジョージアの仲介会社' },
    color: '#7A2E2E',
    displayName: { ko: '에퀴티 리얼티', en: 'Equity Realty', ja: 'エクイティ・リアルティ' },
    aboutMe: {
      ko: '캘리포니아와 조지아에서 활동하는 중개 회사입니다.',
      en: 'A brokerage working across California and Georgia.',
      ja: 'カリフォルニアとジョージアで活動する仲介会社です。',
    },
    seo: {
      ko: { title: '에퀴티 리얼티', description: '캘리포니아·조지아 중개', keywords: '중개, 부동산', author: 'Equity Realty' },
      en: {
        title: 'Equity Realty',
        description: 'Brokerage in California and Georgia',
        keywords: 'brokerage, realty',
        author: 'Equity Realty',
      },
      ja: { title: 'エクイティ・リアルティ', description: 'カリフォルニアとジョージアの仲介', keywords: '仲介', author: 'Equity Realty' },
    },
    data: {
      // Follows the visitor's own light / dark setting (the other demo agents keep a fixed mode).
      followVisitorColorScheme: true,
      contactPhoneCountry: 'KR',
      contactPhone: '010-5555-0199',
      email: 'office@equityrealty.example.com',
      licenseNumber: '02000001',
      salesCount: 1200,
      lastYearSalesTotal: 310_000_000,
      careerStart: '2005-01-01',
      designMainColor: '#7A2E2E',
      activityRegion: [
        { state: 'CA', city: 'Irvine', neighborhood: '', zipcode: '92618' },
        { state: 'GA', city: 'Atlanta', neighborhood: '', zipcode: '30303' },
      ],
      etcInfo: [{ type: 'company_license', value: 'CA BRE 02000001' }],
    },
    listings: [
      {
        status: 'sale',
        address: '1 Spectrum Center Dr',
        city: 'Irvine',
        state: 'CA',
        zipcode: '92618',
        price: 2_100_000,
        beds: 5,
        baths: 4,
        livingArea: 3400,
      },
      {
        status: 'sold',
        address: '55 Marietta St',
        city: 'Atlanta',
        state: 'GA',
        zipcode: '30303',
        price: 410_000,
        beds: 2,
        baths: 1,
        livingArea: 900,
      },
    ],
  },
]

/** All demo agents, in the order of the landing showcase. */
export const seedRealtors: SeedRealtor[] = [...coreRealtors, ...showcaseAgents]
