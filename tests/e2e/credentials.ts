/** The admin the e2e runner seeds; test-only, never used outside the throwaway database. */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-1' }
