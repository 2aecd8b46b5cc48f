import type { GroupField } from 'payload'

import { isSignedInField } from '@/access/owner'
import { label } from '@/i18n/label'
import { DEFAULT_END, DEFAULT_START, weekdays, workingTimeZones } from '@/lib/leadResponse/workingHours'

const dayLabels = {
  mon: label('월', 'Mon', '月'),
  tue: label('화', 'Tue', '火'),
  wed: label('수', 'Wed', '水'),
  thu: label('목', 'Thu', '木'),
  fri: label('금', 'Fri', '金'),
  sat: label('토', 'Sat', '土'),
  sun: label('일', 'Sun', '日'),
}

const zoneLabels: Record<(typeof workingTimeZones)[number], ReturnType<typeof label>> = {
  'America/Los_Angeles': label('미국 서부 (로스앤젤레스)', 'US Pacific (Los Angeles)', '米国西部(ロサンゼルス)'),
  'America/Denver': label('미국 산지 (덴버)', 'US Mountain (Denver)', '米国山岳部(デンバー)'),
  'America/Phoenix': label('미국 애리조나 (피닉스)', 'US Arizona (Phoenix)', '米国アリゾナ(フェニックス)'),
  'America/Chicago': label('미국 중부 (시카고)', 'US Central (Chicago)', '米国中部(シカゴ)'),
  'America/New_York': label('미국 동부 (뉴욕)', 'US Eastern (New York)', '米国東部(ニューヨーク)'),
  'America/Anchorage': label('알래스카 (앵커리지)', 'Alaska (Anchorage)', 'アラスカ(アンカレッジ)'),
  'Pacific/Honolulu': label('하와이 (호놀룰루)', 'Hawaii (Honolulu)', 'ハワイ(ホノルル)'),
  'Asia/Seoul': label('한국 (서울)', 'Korea (Seoul)', '韓国(ソウル)'),
  'Asia/Tokyo': label('일본 (도쿄)', 'Japan (Tokyo)', '日本(東京)'),
}

const endBeforeStart = label(
  '끝 시각은 시작 시각보다 늦어야 합니다.',
  'The end must come after the start.',
  '終了は開始より後にしてください。',
)

/** What an empty input means, where the agent looks (Payload reads a placeholder per admin language). */
const whenEmpty = (ko: string, en: string, ja: string) => ({
  placeholder: label(`비워 두면: ${ko}`, `Empty: ${en}`, `空欄: ${ja}`) as never,
})

const hourOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const hour = String(from + i)
    return { value: hour, label: `${hour}:00` }
  })

/**
 * When the agent answers contacts: an unanswered contact is escalated to staff only after so many
 * minutes of these hours (src/lib/leadResponse/workingHours.ts). Empty means the defaults: 9–18 on
 * weekdays, in the time zone of the agent's first area (California: Los Angeles; Georgia: New York).
 */
export const workingHoursField: GroupField = {
  name: 'workingHours',
  type: 'group',
  // The agent's and staff's: visitors read them in the acknowledgement's words, not from the API.
  access: { read: isSignedInField },
  label: label('문의 응답 시간', 'Hours you answer contacts', 'お問い合わせに対応する時間'),
  admin: {
    description: label(
      `비워 두면 평일 ${DEFAULT_START}시–${DEFAULT_END}시, 활동 지역의 시간대를 씁니다. 이 시간 안에서만 미응답 문의를 직원에게 알립니다.`,
      `Empty: weekdays ${DEFAULT_START}:00–${DEFAULT_END}:00 in the time zone of your areas. Unanswered contacts are escalated to staff only within these hours.`,
      `空欄なら平日 ${DEFAULT_START}時〜${DEFAULT_END}時、活動地域のタイムゾーンです。未対応のお問い合わせは、この時間内でのみスタッフに通知されます。`,
    ),
  },
  fields: [
    {
      name: 'timeZone',
      type: 'select',
      label: label('시간대', 'Time zone', 'タイムゾーン'),
      admin: whenEmpty('활동 지역의 시간대', 'the time zone of your areas', '活動地域のタイムゾーン'),
      options: workingTimeZones.map((zone) => ({ value: zone, label: zoneLabels[zone] })),
    },
    {
      name: 'days',
      type: 'select',
      hasMany: true,
      label: label('요일', 'Days', '曜日'),
      admin: whenEmpty('월–금', 'Mon–Fri', '月〜金'),
      options: weekdays.map((day) => ({ value: day, label: dayLabels[day] })),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          type: 'select',
          label: label('시작', 'From', '開始'),
          admin: whenEmpty(`${DEFAULT_START}:00`, `${DEFAULT_START}:00`, `${DEFAULT_START}:00`),
          options: hourOptions(0, 23),
        },
        {
          name: 'end',
          type: 'select',
          label: label('끝', 'Until', '終了'),
          admin: whenEmpty(`${DEFAULT_END}:00`, `${DEFAULT_END}:00`, `${DEFAULT_END}:00`),
          options: hourOptions(1, 24),
          validate: ((
            value: unknown,
            { siblingData, req }: { siblingData: Record<string, unknown>; req: { i18n?: { language?: string } } },
          ) =>
            value && siblingData.start && Number(value) <= Number(siblingData.start)
              ? (endBeforeStart[req.i18n?.language as keyof typeof endBeforeStart] ?? endBeforeStart.ko)
              : true) as never,
        },
      ],
    },
  ],
}
