/**
 * One sign-in refusal for a wrong password, an unknown e-mail and a locked
 * account alike (Payload's `error:userLocked` would otherwise tell an attacker
 * that the account exists). The text still tells a locked-out person what to do.
 */
export const signInMessages = {
  ko: '이메일 또는 비밀번호가 올바르지 않거나, 여러 번 실패하여 계정이 10분간 잠겼습니다.',
  en: 'The email or password is incorrect, or the account is locked for 10 minutes after too many attempts.',
  ja: 'メールアドレスまたはパスワードが正しくないか、失敗が多すぎたためアカウントが10分間ロックされています。',
} as const

export const signInErrorTranslations = (language: keyof typeof signInMessages) => ({
  emailOrPasswordIncorrect: signInMessages[language],
  userLocked: signInMessages[language],
})
