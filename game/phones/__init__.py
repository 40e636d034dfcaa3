"""Phones as private hands and controllers, through the phone's browser (issue 12).

The host turns "Phones" on in the lobby; the big screen shows a QR code of the address with
the room code. A phone opens our page (assets/phone/), gives a name and takes a free seat;
from then on it shows what only its seat may see and the buttons its seat's keys have now,
and its presses reach the game as the same intents as keys.

- protocol.py: every message a phone may send, its schema and limits; what the game sends
- server.py: the websocket server (threads beside the frame loop), rooms, tokens, outboxes
- cards.py: card ids to the SVG art the page shows
- address.py: the LAN address and the page's URL; qr.py: the QR code drawn with pygame
"""
