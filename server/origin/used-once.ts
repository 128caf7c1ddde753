// What the origin has accepted once and must refuse a second time until it expires: the nonces of
// the gate proofs it traded for cookies (decision 020; keyed by the signed nonce, decision 057).
// Forgetting the expired is cheap: a min-heap by expiry gives the ones due first, so a call pops
// only what has expired since the last one (amortised O(log n)), never walks the whole set.
// Runtime-neutral: the Node server and the Worker's isolate each keep one.

type Entry = { key: string; expires: number };

export class UsedOnce {
  readonly #expiresOf = new Map<string, number>();
  readonly #heap: Entry[] = [];
  /** How many entries the last call looked at while forgetting (a test counts the work). */
  lastExamined = 0;

  get size(): number {
    return this.#expiresOf.size;
  }

  /**
   * True the first time `key` is offered while it lives (it is then kept until `expires`, unix
   * seconds); false while an earlier offer of it is kept. Entries whose expiry lies before `now`
   * are forgotten first.
   */
  firstUse(key: string, expires: number, now: number): boolean {
    this.#forgetExpired(now);
    if (this.#expiresOf.has(key)) return false;
    this.#expiresOf.set(key, expires);
    this.#push({ key, expires });
    return true;
  }

  #forgetExpired(now: number): void {
    let examined = 0;
    while (this.#heap.length > 0 && this.#heap[0]!.expires < now) {
      const { key, expires } = this.#pop();
      examined++;
      if (this.#expiresOf.get(key) === expires) this.#expiresOf.delete(key);
    }
    this.lastExamined = examined;
  }

  #push(entry: Entry): void {
    const heap = this.#heap;
    heap.push(entry);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]!.expires <= entry.expires) break;
      heap[i] = heap[parent]!;
      i = parent;
    }
    heap[i] = entry;
  }

  #pop(): Entry {
    const heap = this.#heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child = right < heap.length && heap[right]!.expires < heap[left]!.expires ? right : left;
      if (heap[child]!.expires >= last.expires) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = last;
    return top;
  }
}
