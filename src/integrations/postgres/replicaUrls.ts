/**
 * DATABASE_REPLICA_URLS: PostgreSQL read replicas as a comma list of connection
 * strings. Unset or blank: no replicas (every read goes to DATABASE_URL).
 */
export class ReplicaUrlsError extends Error {}

export function parseReplicaUrls(value: string | undefined): string[] | undefined {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  for (const [index, url] of urls.entries()) {
    if (!/^postgres(ql)?:\/\//i.test(url)) {
      // The value is a secret (it holds passwords): say which entry, not what it holds.
      throw new ReplicaUrlsError(
        `DATABASE_REPLICA_URLS entry ${index + 1} is not a PostgreSQL connection string (postgres://user:password@host:5432/database).`,
      )
    }
  }
  return urls.length ? urls : undefined
}
