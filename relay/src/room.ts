// One room: one Durable Object per room code, hibernating between messages. It holds the host's
// uplink and one link per phone, and routes frames between them; it never reads them.
//
// The uplink's frames are JSON (the phones' own frames ride inside as text, never parsed here):
//   relay -> host   {"room": CODE}                       the room is this host's (new or resumed)
//                   {"open": ID, "address": IP}          a phone's link opened
//                   {"from": ID, "data": TEXT}           a phone's text frame ("bytes": base64 for binary)
//                   {"gone": ID}                         a phone's link closed
//   host -> relay   {"to": ID, "data": TEXT}             a frame for that phone
//                   {"shut": ID, "code": N, "reason": S} close that phone's link
//   relay -> phone  {"t": "away"}                        the host's uplink dropped: wait here
// The host proves the room is its own with a secret (its SHA-256 is kept): the first host to come
// with a code creates the room, and only that secret resumes it after a drop. While the uplink is
// away the phones' links stay open and wait in the room (each hears "away" once, and what it sends
// meanwhile is dropped); when the host is back, each waiting link is announced to it ("open") as
// a new one, the host greets it, and its page comes back to its seat with its token: one round
// trip after the uplink returns, no phone dialling again. A room whose host stays away KEPT_MS is
// forgotten, its waiting phones hear "closed", and its code is free again.
import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import { waitAnswer } from "./gate";
import type { Env } from "./index";

export const MAX_FRAME = 4096; // bytes a phone may send at once; a longer frame closes its link (as on the LAN)
const MAX_HOST_FRAME = 65536; // bytes of one frame from the host (a view is a few kB)
const LINKS = 32; // phones' links open at once in a room
const LINKS_PER_ADDRESS = 4; // of one address (a page, its reload, a second tab)
// A phone's messages a second and at once: twice the host's limit (game/phones/server.py), so
// the host's limit decides what a phone may do; this one only keeps a flood off the uplink.
// The relay's operator may set another rate (the variable PHONE_RATE); the burst is two seconds' worth.
const RATE = 40;
const KEPT_MS = 30 * 60 * 1000;
const AWAY = JSON.stringify({ t: "away" }); // what a waiting phone hears (the page says it is reconnecting)

// The address a request came from: Cloudflare's edge sets CF-Connecting-IP (and overwrites one a
// client sends). A relay served by plain workerd must sit behind a proxy that sets it.
export function addressOf(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

type PhoneState = { address: string; tokens: number; at: number };

export class Room extends Server<Env> {
  static options = { hibernate: true };

  async fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const kept = await this.ctx.storage.get<string>("secret");
    if (path === "/check") {
      return kept ? Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } })
                  : Response.json({ ok: false }, { status: 404 });
    }
    if (path === "/phone") {
      if (!kept) return Response.json({ ok: false }, { status: 404 });
      const refusal = this.phoneRefusal(addressOf(request));
      if (refusal) return new Response(`${refusal}\n`, { status: 503 });
      return super.fetch(request);
    }
    if (path !== "/host") return new Response("Not found.\n", { status: 404 });
    const secret = request.headers.get("Authorization")?.match(/^Bearer ([0-9a-f]{32,128})$/)?.[1];
    if (!secret) return new Response("The host's secret is missing.\n", { status: 401 });
    const proof = await sha256(secret);
    if (kept && kept !== proof) return new Response("This room code is another host's.\n", { status: 403 });
    const wait = Number(request.headers.get("X-Relay-New-Room") ?? "0");
    if (!kept && wait > 0) return waitAnswer(wait); // this address made its rooms for now
    if (!kept) await this.ctx.storage.put("secret", proof);
    await this.ctx.storage.deleteAlarm();
    for (const old of this.getConnections("host")) old.close(4000, "replaced"); // a half-dead uplink
    const response = await super.fetch(request);
    if (kept) return response;
    const headers = new Headers(response.headers);
    headers.set("X-Relay-New", "1");
    return new Response(null, { status: response.status, headers, webSocket: response.webSocket });
  }

  private phoneRefusal(address: string): string {
    const phones = [...this.getConnections<PhoneState>("phone")];
    if (phones.length >= LINKS) return "Too many phones.";
    if (phones.filter((link) => link.state?.address === address).length >= LINKS_PER_ADDRESS) return "Too many phones.";
    return "";
  }

  getConnectionTags(_connection: Connection, context: ConnectionContext): string[] {
    return [new URL(context.request.url).pathname === "/host" ? "host" : "phone"];
  }

  private rate(): number {
    return Number(this.env.PHONE_RATE) || RATE;
  }

  private host(): Connection | undefined {
    for (const link of this.getConnections("host")) if (link.readyState === WebSocket.OPEN) return link;
    return undefined;
  }

  onConnect(link: Connection, context: ConnectionContext): void {
    if (link.tags.includes("host")) {
      link.send(JSON.stringify({ room: this.name }));
      for (const phone of this.getConnections<PhoneState>("phone")) { // the phones that waited for it
        if (phone.state) link.send(JSON.stringify({ open: phone.id, address: phone.state.address }));
      }
      return;
    }
    const address = addressOf(context.request);
    link.setState({ address, tokens: 2 * this.rate(), at: Date.now() } satisfies PhoneState);
    const host = this.host();
    if (host) host.send(JSON.stringify({ open: link.id, address }));
    else link.send(AWAY);
  }

  onMessage(link: Connection<PhoneState>, message: WSMessage): void {
    if (link.tags.includes("host")) return this.fromHost(message);
    const size = typeof message === "string" ? new TextEncoder().encode(message).length : message.byteLength;
    if (size > MAX_FRAME) return link.close(1009, "too big");
    const state = link.state!;
    const now = Date.now();
    const rate = this.rate();
    const tokens = Math.min(2 * rate, state.tokens + ((now - state.at) / 1000) * rate);
    link.setState({ ...state, tokens: tokens >= 1 ? tokens - 1 : tokens, at: now });
    if (tokens < 1) return; // over the rate: dropped here, never near the host
    const frame = typeof message === "string" ? { from: link.id, data: message } : { from: link.id, bytes: base64(message) };
    this.host()?.send(JSON.stringify(frame));
  }

  private fromHost(message: WSMessage): void {
    if (typeof message !== "string" || message.length > MAX_HOST_FRAME) return;
    let frame: { to?: unknown; data?: unknown; shut?: unknown; code?: unknown; reason?: unknown };
    try {
      frame = JSON.parse(message);
    } catch {
      return;
    }
    const id = typeof frame.to === "string" ? frame.to : typeof frame.shut === "string" ? frame.shut : "";
    const phone = this.getConnection(id);
    if (!phone || !phone.tags.includes("phone")) return; // gone meanwhile, or never a phone's
    if (typeof frame.to === "string" && typeof frame.data === "string") phone.send(frame.data);
    else if (typeof frame.shut === "string") {
      const code = typeof frame.code === "number" && (frame.code === 1000 || frame.code === 1001 || (frame.code >= 1008 && frame.code <= 1013) || (frame.code >= 4000 && frame.code < 5000)) ? frame.code : 1000;
      phone.close(code, typeof frame.reason === "string" ? frame.reason.slice(0, 60) : "");
    }
  }

  async onClose(link: Connection, code: number, reason: string): Promise<void> {
    if (link.tags.includes("phone")) {
      this.host()?.send(JSON.stringify({ gone: link.id }));
      return;
    }
    if (this.host()) return; // a newer uplink took this one's place
    const ended = code === 1000 && reason === "end"; // the host closed the room
    for (const phone of this.getConnections("phone")) {
      if (ended) phone.close(1001, "closed");
      else phone.send(AWAY); // they wait for the host
    }
    if (ended) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.setAlarm(Date.now() + KEPT_MS);
  }

  async onAlarm(): Promise<void> {
    if (this.host()) return;
    for (const phone of this.getConnections("phone")) phone.close(1001, "closed");
    await this.ctx.storage.deleteAll();
  }
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function base64(message: ArrayBuffer | ArrayBufferView): string {
  const bytes = message instanceof ArrayBuffer ? new Uint8Array(message) : new Uint8Array(message.buffer, message.byteOffset, message.byteLength);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
}
