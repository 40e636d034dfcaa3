// Wrong room codes cost, per address (one Durable Object per address): TRIES at once, one more
// every TRY_EVERY seconds; while none is left a code is not even looked up. As on the LAN
// (game/phones/gate.py), with 24^6 codes that makes guessing one take years.
import { DurableObject } from "cloudflare:workers";

const TRIES = 5;
const TRY_EVERY = 60; // seconds

export function waitAnswer(seconds: number): Response {
  const wait = String(Math.max(1, Math.round(seconds)));
  return Response.json({ ok: false, wait: Number(wait) }, { status: 429, headers: { "Retry-After": wait } });
}

export class Gate extends DurableObject {
  // Seconds until this address may try a code (0: now).
  async waiting(): Promise<number> {
    const { tokens } = await this.bucket();
    return tokens >= 1 ? 0 : (1 - tokens) * TRY_EVERY;
  }

  async wrong(): Promise<void> {
    const { tokens, at } = await this.bucket();
    await this.ctx.storage.put("bucket", { tokens: Math.max(0, tokens - 1), at });
    await this.ctx.storage.setAlarm(Date.now() + TRIES * TRY_EVERY * 1000); // full again by then
  }

  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll(); // a full bucket holds nothing
  }

  private async bucket(): Promise<{ tokens: number; at: number }> {
    const now = Date.now();
    const kept = await this.ctx.storage.get<{ tokens: number; at: number }>("bucket");
    if (!kept) return { tokens: TRIES, at: now };
    return { tokens: Math.min(TRIES, kept.tokens + (now - kept.at) / 1000 / TRY_EVERY), at: now };
  }
}
