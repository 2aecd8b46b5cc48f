import type { Access, CollectionConfig, Where } from 'payload'

import { systemWrites, systemWritesStaffReads } from '@/access/fieldAccess'
import { ownRealtorRecords } from '@/access/owner'
import { isAdmin } from '@/access/roles'
import { savedSearchesCsvEndpoint } from '@/endpoints/exportCsv'
import { buyerLeadCardLabel, buyerLeadColumnLabels, buyerLeadFrequencyLabels, buyerLeadStatusLabels } from '@/i18n/buyerLeadTexts'
import { label } from '@/i18n/label'
import { alertFrequencies } from '@/lib/savedSearches/subscriptionSchema'
import { confirmEndpoint } from './confirmEndpoint'
import { manageEndpoint } from './manageEndpoint'
import { openEndpoint } from './openEndpoint'
import { subscribeEndpoint } from './subscribeEndpoint'

/**
 * An agent reads their own buyers once confirmed: an address nobody has confirmed yet is not a lead
 * (it may not even be the buyer's). Staff read all, pending ones included.
 */
const readBuyerLeads: Access = async (args) => {
  const own = await ownRealtorRecords(args)
  if (typeof own === 'boolean') return own
  const confirmed: Where = { status: { not_equals: 'pending' } }
  return { and: [own, confirmed] }
}

/** Every field is the system's: the edit view shows them once, as text, in the card (no greyed-out inputs). */
const shownInCard = { components: { Field: '@/components/admin/buyerLeads/NoInput#NoInput' } }

/**
 * A buyer's saved search or favourites list with one agent: the buyer lead of the agent's inbox.
 * Created only by POST /api/saved-searches/subscribe (./subscribeEndpoint.ts) and changed only by the
 * buyer's signed links and the alerts job: every field is written by the system, never through the
 * API. The agent reads their own; staff read all; an admin may delete.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: {
    singular: label('관심 고객', 'Buyer lead', '購入検討のお客様'),
    plural: label('관심 고객', 'Buyer leads', '購入検討のお客様'),
  },
  access: { create: () => false, read: readBuyerLeads, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  endpoints: [subscribeEndpoint, confirmEndpoint, manageEndpoint, openEndpoint, savedSearchesCsvEndpoint],
  admin: {
    useAsTitle: 'email',
    group: label('내 페이지', 'My page', 'マイページ'),
    // Who and what first: the two that fit a phone's width.
    defaultColumns: ['who', 'what', 'status', 'frequency', 'activity', 'createdAt'],
    listSearchableFields: ['email', 'name'],
    components: { beforeListTable: ['@/components/admin/buyerLeads/BuyerLeadsCsvLink#BuyerLeadsCsvLink'] },
  },
  fields: [
    {
      name: 'lead',
      type: 'ui',
      label: buyerLeadCardLabel,
      admin: { disableListColumn: true, components: { Field: '@/components/admin/buyerLeads/BuyerLeadCard#BuyerLeadCard' } },
    },
    {
      name: 'who',
      type: 'ui',
      label: buyerLeadColumnLabels.who,
      admin: { components: { Cell: '@/components/admin/buyerLeads/BuyerLeadCells#BuyerLeadWhoCell' } },
    },
    {
      name: 'what',
      type: 'ui',
      label: buyerLeadColumnLabels.what,
      admin: { components: { Cell: '@/components/admin/buyerLeads/BuyerLeadCells#BuyerLeadWhatCell' } },
    },
    {
      name: 'activity',
      type: 'ui',
      label: buyerLeadColumnLabels.activity,
      admin: { components: { Cell: '@/components/admin/buyerLeads/BuyerLeadCells#BuyerLeadActivityCell' } },
    },
    {
      name: 'realtor',
      type: 'relationship',
      relationTo: 'realtors',
      required: true,
      index: true,
      access: systemWrites,
      label: label('에이전트', 'Agent', 'エージェント'),
      admin: shownInCard,
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'search',
      access: systemWrites,
      admin: shownInCard,
      label: label('종류', 'Kind', '種類'),
      options: [
        { value: 'search', label: label('저장한 검색', 'Saved search', '保存した検索') },
        { value: 'favourites', label: label('관심 매물', 'Favourites', 'お気に入り') },
      ],
    },
    { name: 'email', type: 'email', required: true, access: systemWrites, label: label('이메일', 'E-mail', 'メール'), admin: shownInCard },
    // The address as the suppression list and the manage link know it (normalised, hashed): found without reading addresses.
    { name: 'emailHash', type: 'text', required: true, index: true, access: systemWritesStaffReads, admin: { hidden: true } },
    { name: 'name', type: 'text', access: systemWrites, label: label('이름', 'Name', '名前'), admin: shownInCard },
    {
      name: 'phoneCountryCode',
      type: 'text',
      access: systemWrites,
      label: label('국가 번호', 'Country code', '国番号'),
      admin: shownInCard,
    },
    { name: 'phone', type: 'text', access: systemWrites, label: label('전화번호', 'Phone', '電話番号'), admin: shownInCard },
    {
      name: 'locale',
      type: 'select',
      required: true,
      access: systemWrites,
      admin: shownInCard,
      label: label('언어', 'Language', '言語'),
      options: [
        { value: 'ko', label: '한국어' },
        { value: 'en', label: 'English' },
        { value: 'ja', label: '日本語' },
      ],
    },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      defaultValue: 'instant',
      access: systemWrites,
      admin: shownInCard,
      label: label('알림 주기', 'How often', '通知の頻度'),
      options: alertFrequencies.map((value) => ({ value, label: buyerLeadFrequencyLabels[value] })),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      access: systemWrites,
      admin: shownInCard,
      label: label('상태', 'Status', '状態'),
      options: (['pending', 'active', 'paused', 'stopped'] as const).map((value) => ({ value, label: buyerLeadStatusLabels[value] })),
    },
    // The homes search's filters (lib/savedSearches/criteria.ts), or null for a favourites list.
    { name: 'criteria', type: 'json', access: systemWrites, label: label('검색 조건', 'Search', '検索条件'), admin: shownInCard },
    // The same, as one comparable text: one address never saves the same search twice with one agent.
    { name: 'criteriaKey', type: 'text', index: true, access: systemWritesStaffReads, admin: { hidden: true } },
    // Favourites: [{ id, from }] and, per home, the price and status the buyer last heard of.
    { name: 'favourites', type: 'json', access: systemWrites, label: label('관심 매물', 'Favourites', 'お気に入り'), admin: shownInCard },
    {
      name: 'consent',
      type: 'group',
      access: systemWrites,
      admin: shownInCard,
      label: label('수신 동의 기록', 'Consent record', '受信同意の記録'),
      fields: [
        { name: 'text', type: 'textarea', label: label('동의한 문구', 'What they agreed to', '同意した文言') },
        {
          name: 'givenAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          label: label('동의 시각', 'Agreed at', '同意日時'),
        },
        {
          name: 'confirmedAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          label: label('이메일 확인 시각', 'Confirmed at', 'メール確認日時'),
        },
        { name: 'page', type: 'text', label: label('신청한 페이지', 'Page it was asked on', '申し込んだページ') },
      ],
    },
    // A single-use confirmation: only the token's hash is kept, cleared once used.
    { name: 'confirmTokenHash', type: 'text', index: true, access: { read: () => false, ...systemWrites }, admin: { hidden: true } },
    { name: 'confirmBy', type: 'date', access: systemWritesStaffReads, admin: { hidden: true } },
    {
      name: 'alerts',
      type: 'group',
      access: systemWrites,
      admin: shownInCard,
      label: label('알림 기록', 'Alerts', '通知の記録'),
      fields: [
        {
          name: 'checkedAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          label: label('마지막 확인', 'Last checked', '最終確認'),
        },
        { name: 'nextCheckAt', type: 'date', index: true, access: systemWritesStaffReads, admin: { hidden: true } },
        { name: 'sent', type: 'number', defaultValue: 0, label: label('보낸 알림', 'Alerts sent', '送った通知') },
        {
          name: 'lastSentAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          label: label('마지막 알림', 'Last alert', '最後の通知'),
        },
        { name: 'unclicked', type: 'number', defaultValue: 0, label: label('연속 미클릭', 'Alerts in a row not opened', '連続未クリック') },
        {
          name: 'lastClickedAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          label: label('마지막 클릭', 'Last clicked', '最後のクリック'),
        },
        { name: 'lastClickedHome', type: 'text', label: label('마지막으로 연 매물', 'Last home opened', '最後に開いた物件') },
      ],
    },
  ],
}
