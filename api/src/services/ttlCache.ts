/**
 * A small in-process cache whose entries expire after `ttlMs`, holding at most `maxEntries`
 * (the oldest go first). It spares the data store repeated reads of values that rarely change
 * (a session's content, a user's record) on every request.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The kept value of `key`, or else what `find` finds, kept from then on. A miss (null) is not kept,
   * so a value that appears later is seen at once.
   */
  async getOrFind(key: string, find: () => Promise<V | null>): Promise<V | null> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const found = await find();
    if (found !== null) this.set(key, found);
    return found;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
