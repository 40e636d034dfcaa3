// The relay's front door: the phone page and its files, the room code check, and the two kinds
// of websocket, each handed to the room's Durable Object (src/room.ts) by its code:
//   GET /?room=CODE, /phone.css, /phone.js, /card/<id>.svg   the page (build/files.json)
//   GET /check?room=CODE    {"ok": true} when a host holds that room; wrong codes cost (src/gate.ts)
//   GET /ws?room=CODE       a phone's websocket, only from this relay's own page (Origin)
//   GET /host?room=CODE     the host's uplink, with "Authorization: Bearer <host secret>"
// It knows no game: what goes through a websocket is the host's and its phones' business.
import { getServerByName } from "partyserver";
import files from "../build/files.json";
import { Gate, waitAnswer } from "./gate";
import { Room, addressOf } from "./room";

export { Gate, Room };

export interface Env {
  Room: DurableObjectNamespace<Room>;
  Gate: DurableObjectNamespace<Gate>;
  PHONE_RATE?: string; // a phone's messages a second on the relay (default RATE in src/room.ts)
}

const ROOM_CODE = /^[A-Z0-9]{6,12}$/; // at least 6 letters: 24^6 codes with the game's alphabet
const FILES = files as Record<string, { type: string; body: string }>;

function answer(status: number, body: object): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

function file(path: string): Response {
  const found = FILES[path];
  if (!found) return new Response("Not found.\n", { status: 404 });
  return new Response(found.body, {
    headers: {
      "Content-Type": found.type,
      "Cache-Control": path.startsWith("/card/") ? "max-age=3600" : "no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "Content-Security-Policy":
        "default-src 'self'; connect-src 'self' wss: ws:; img-src 'self'; frame-ancestors 'none'",
    },
  });
}

// The room behind a code. A phone's wrong code costs a try, and none is looked up while the
// address has none left; a host's new room costs one of its rooms (src/gate.ts).
async function toRoom(request: Request, env: Env, code: string, path: string): Promise<Response> {
  const gate = env.Gate.getByName(addressOf(request));
  const host = path === "/host";
  const wait = await gate.waiting(host ? "room" : "code");
  if (wait > 0 && !host) return waitAnswer(wait);
  const room = await getServerByName(env.Room, code);
  const url = new URL(request.url);
  // A fresh URL: nothing the client put in it (partyserver would take `_pk` as the link's id).
  const inner = new Request(`${url.origin}${path}`, request);
  if (host) inner.headers.set("X-Relay-New-Room", wait > 0 ? `${Math.round(wait)}` : "0");
  const response = await room.fetch(inner);
  if (response.status === 404) { // no such room: a wrong code
    await gate.spend("code");
    return answer(403, { ok: false });
  }
  if (host && response.headers.get("X-Relay-New") === "1") await gate.spend("room");
  return response;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== "GET") return new Response("Only GET.\n", { status: 405 });
    const code = url.searchParams.get("room") ?? "";
    const socket = request.headers.get("Upgrade")?.toLowerCase() === "websocket";
    switch (url.pathname) {
      case "/check":
        if (!ROOM_CODE.test(code)) return answer(403, { ok: false });
        return toRoom(request, env, code, "/check");
      case "/ws":
        if (!socket) return new Response("A websocket only.\n", { status: 426 });
        if (request.headers.get("Origin") !== url.origin) return new Response("Not from the relay's page.\n", { status: 403 });
        if (!ROOM_CODE.test(code)) return answer(403, { ok: false });
        return toRoom(request, env, code, "/phone");
      case "/host":
        if (!socket) return new Response("A websocket only.\n", { status: 426 });
        if (request.headers.has("Origin")) return new Response("Not from a page.\n", { status: 403 });
        if (!ROOM_CODE.test(code)) return new Response("A room code is 6 to 12 letters.\n", { status: 400 });
        return toRoom(request, env, code, "/host");
      case "/":
        return file("/");
      default:
        return file(url.pathname);
    }
  },
} satisfies ExportedHandler<Env>;
