/** DATABASE_REPLICA_URLS: a comma list of PostgreSQL URLs; a bad entry is named without showing it (it holds a password). */
import { describe, expect, it } from 'vitest'

import { parseReplicaUrls, ReplicaUrlsError } from '@/integrations/postgres/replicaUrls'

describe('DATABASE_REPLICA_URLS', () => {
  it('is no replicas when unset or blank', () => {
    expect(parseReplicaUrls(undefined)).toBeUndefined()
    expect(parseReplicaUrls(' , ')).toBeUndefined()
  })

  it('lists each URL, trimmed, in order', () => {
    expect(parseReplicaUrls(' postgres://u:p@r1:5432/db ,postgresql://u:p@r2/db,')).toEqual([
      'postgres://u:p@r1:5432/db',
      'postgresql://u:p@r2/db',
    ])
  })

  it('refuses an entry that is not a PostgreSQL URL, naming its position and not its text', () => {
    const parse = () => parseReplicaUrls('postgres://u:p@r1/db, mysql://u:secret-pw@r2/db')
    expect(parse).toThrow(ReplicaUrlsError)
    expect(parse).toThrow(/entry 2/)
    expect(parse).not.toThrow(/secret-pw/)
  })
})
