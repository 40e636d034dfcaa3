// What an address may spend, per address (one Durable Object per address), as token buckets:
//   "code": wrong room codes, TRIES at once and one more every minute; while none is left a code is
//           not even looked up. As on the LAN (game/phones/gate.py): with 24^6 codes, years to guess one.
//   "room": new rooms, ROOMS at once and one more every minute: no address fills the relay.
import { DurableObject } from "cloudflare:workers";

const BUCKETS = { code: 5, room: 10 } as const;
const REFILL = 60; // seconds for one more
type Kind = keyof typeof BUCKETS;
type Bucket = { tokens: number; at: number };

export function waitAnswer(seconds: number): Response {
  const wait = Math.max(1, Math.round(seconds));
  return Response.json({ ok: false, wait }, { status: 429, headers: { "Retry-After": String(wait) } });
}

export class Gate extends DurableObject {
  // Seconds until this address may spend one of `kind` (0: now).
  async waiting(kind: Kind): Promise<number> {
    const { tokens } = await this.bucket(kind);
    return tokens >= 1 ? 0 : (1 - tokens) * REFILL;
  }

  async spend(kind: Kind): Promise<void> {
    const { tokens, at } = await this.bucket(kind);
    await this.ctx.storage.put(kind, { tokens: Math.max(0, tokens - 1), at });
    await this.ctx.storage.setAlarm(Date.now() + Math.max(...Object.values(BUCKETS)) * REFILL * 1000);
  }

  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll(); // every bucket is full again: nothing to keep
  }

  private async bucket(kind: Kind): Promise<Bucket> {
    const now = Date.now();
    const kept = await this.ctx.storage.get<Bucket>(kind);
    if (!kept) return { tokens: BUCKETS[kind], at: now };
    return { tokens: Math.min(BUCKETS[kind], kept.tokens + (now - kept.at) / 1000 / REFILL), at: now };
  }
}
