/** Environment for a test server: in-memory SQLite, cheap hashing, responses validated against their schemas. */
export function testEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: ':memory:',
    SCRYPT_COST: '10',
    SESSION_PASSWORD: 'a-test-session-password-that-is-long-enough-0123456789',
    ...env,
  }
}
