/** Words of a seller's valuation request in the admin (the contact's kind, what the owner was shown). */
import { label } from './label'

export const contactKindLabels = {
  message: label('문의', 'Message', 'お問い合わせ'),
  valuation: label('매도 · 시세 문의', 'Seller · home valuation', '売却 · 査定依頼'),
}

export const valuationOutcomeLabels = {
  estimated: label('추정가를 보여 줌', 'Estimate shown', '推定額を表示'),
  few: label(
    '비교 매물 부족: 에이전트가 시장 분석 준비',
    'Too few sales: the agent prepares an analysis',
    '比較物件不足: エージェントが市場分析を用意',
  ),
  later: label(
    '데이터를 받지 못함: 이메일로 안내 예정',
    'Source unavailable: estimate to follow by e-mail',
    'データ取得失敗: メールで後ほどご案内',
  ),
}
