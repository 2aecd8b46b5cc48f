/**
 * Password policy for every account: long enough to resist guessing (length
 * matters more than symbols), and not only letters or only digits.
 */
export const MIN_PASSWORD_LENGTH = 12

export type PasswordProblem = 'passwordLength' | 'passwordVariety'

export function checkPassword(password: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'passwordLength'
  if (!/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password)) return 'passwordVariety'
  return null
}
