/**
 * Resident memory of the process that actually serves: `next start` forks a next-server child, so
 * the listener is found by its socket (the LISTEN entry for the port in /proc/net/tcp, then the
 * descendant of our pid that holds that socket inode), and its VmRSS is read from /proc. Linux only.
 */
import fs from 'node:fs'

/** VmRSS in MiB of the descendant of `rootPid` (or itself) listening on `port`. */
export function listenerRssMiB(rootPid: number, port: number): number {
  const pid = listenerPid(rootPid, port)
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1])
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS for pid ${pid}`)
  return kb / 1024
}

export function listenerPid(rootPid: number, port: number): number {
  const inodes = listeningInodes(port)
  if (inodes.size === 0) throw new Error(`nothing listens on port ${port}`)
  for (const pid of [rootPid, ...descendants(rootPid)]) {
    let fds: string[]
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))
        if (match && inodes.has(match[1]!)) return pid
      } catch {
        // fd closed meanwhile
      }
    }
  }
  throw new Error(`no process under pid ${rootPid} holds the socket listening on ${port}`)
}

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>()
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      // local_address is addr:PORT; state 0A is LISTEN; inode is the 10th field
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9])
    }
  }
  return inodes
}

function descendants(pid: number): number[] {
  const childrenOf = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // the command name may hold spaces and parentheses: ppid is the 2nd field after the last ')'
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      childrenOf.set(ppid, [...(childrenOf.get(ppid) ?? []), Number(entry)])
    } catch {
      // exited meanwhile
    }
  }
  const found: number[] = []
  const queue = [pid]
  while (queue.length) {
    for (const child of childrenOf.get(queue.shift()!) ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}
