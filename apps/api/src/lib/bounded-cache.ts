/**
 * A memo that forgets everything once full: simpler than an LRU and enough for answers that
 * never change while the process runs (place suggestions, price ranges).
 */
export class BoundedCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    if (this.entries.size >= this.capacity) this.entries.clear();
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
