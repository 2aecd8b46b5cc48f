/**
 * What the server works out once per version of a cached page (its policy, its compressed bodies),
 * least recently used first, bounded by the bytes it holds: a cache hit then costs a SHA-256 of the
 * body and a map lookup.
 */
export class VersionMemo<V extends { bytes: number } = { bytes: number; policy: string }> {
  private readonly entries = new Map<string, V>()
  private bytes = 0
  constructor(private readonly maxBytes = 48 * 1024 * 1024) {}

  get(key: string): V | undefined {
    const version = this.entries.get(key)
    if (version) {
      this.entries.delete(key)
      this.entries.set(key, version)
    }
    return version
  }

  set(key: string, version: V): void {
    this.delete(key)
    this.entries.set(key, version)
    this.bytes += version.bytes
    this.trim()
  }

  delete(key: string): void {
    const version = this.entries.get(key)
    if (!version) return
    this.entries.delete(key)
    this.bytes -= version.bytes
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  grow(version: V, bytes: number): void {
    version.bytes += bytes
    this.bytes += bytes
    this.trim()
  }

  get size(): number {
    return this.entries.size
  }

  /** The bytes held, as counted by the versions themselves. */
  get heldBytes(): number {
    return this.bytes
  }

  private trim(): void {
    for (const [key, version] of this.entries) {
      if (this.bytes <= this.maxBytes || this.entries.size <= 1) break
      this.entries.delete(key)
      this.bytes -= version.bytes
    }
  }
}
