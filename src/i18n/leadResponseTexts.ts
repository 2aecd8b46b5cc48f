/**
 * Words of the lead-response rules in the admin: how a contact was answered, where its escalation is,
 * and the refusals of the answer, reply and hand-over actions (shown to the person who acted).
 */
import { label } from './label'

export const answerWayLabels = {
  email: label('이메일 답장', 'E-mail reply', 'メールで返信'),
  phone: label('전화', 'Phone', '電話'),
  kakao: label('카카오톡', 'KakaoTalk', 'カカオトーク'),
  inPerson: label('직접 만남', 'In person', '対面'),
}
export type AnswerWay = keyof typeof answerWayLabels

export const escalationStateLabels = {
  off: label('해당 없음', 'Not applicable', '対象外'),
  waiting: label('응답 기다리는 중', 'Waiting for an answer', '対応待ち'),
  answered: label('시간 안에 응답함', 'Answered in time', '時間内に対応済み'),
  escalated: label('직원에게 알림', 'Staff told', 'スタッフに通知済み'),
}

/** Refusals of POST /api/contacts/:id/{reply,answered,reassign}, in the language of the person who acted. */
export const answerRefusals = {
  signIn: label('로그인해 주세요.', 'Please sign in.', 'ログインしてください。'),
  notFound: label(
    '문의를 찾을 수 없거나 답할 권한이 없습니다.',
    'This contact does not exist, or you may not answer it.',
    'お問い合わせが見つからないか、対応する権限がありません。',
  ),
  emptyReply: label('답장 내용을 입력해 주세요.', 'Write your reply first.', '返信内容を入力してください。'),
  longReply: label('답장은 5,000자까지 쓸 수 있습니다.', 'A reply can be at most 5,000 characters.', '返信は5,000文字までです。'),
  badWay: label(
    '전화, 카카오톡, 직접 만남 중에서 골라 주세요.',
    'Choose phone, KakaoTalk or in person.',
    '電話、カカオトーク、対面のいずれかを選んでください。',
  ),
  alreadyAnswered: label('이미 응답한 문의입니다.', 'This contact has already been answered.', 'このお問い合わせは対応済みです。'),
  staffOnly: label(
    '직원만 담당 에이전트를 바꿀 수 있습니다.',
    'Only staff can hand a contact to another agent.',
    '担当の変更はスタッフのみ可能です。',
  ),
  notYet: label(
    '아직 담당 에이전트를 바꿀 수 없습니다. 가능한 시각: {at}',
    'This contact cannot be handed over yet. It can be from {at}.',
    'まだ担当を変更できません。変更できる日時: {at}',
  ),
  badRealtor: label(
    '넘겨받을 다른 에이전트를 골라 주세요.',
    'Choose another agent to hand this contact to.',
    '引き継ぐ別のエージェントを選んでください。',
  ),
  noVisitorEmail: label(
    '문의한 분의 이메일 주소가 수신 거부 상태라 답장을 보낼 수 없습니다. 전화로 연락해 주세요.',
    'The visitor unsubscribed from our e-mail, so a reply cannot be sent. Please call them instead.',
    '送信者がメール配信を停止しているため返信を送れません。お電話でご連絡ください。',
  ),
}
