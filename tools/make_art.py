"""Draw every SVG of Alpenparty by code and write it under assets/.

Run from the repository root:  python tools/make_art.py  [--sheet out/sheet.png]
The Altitude cards' contact sheet:  python tools/make_art.py --altitude-sheet docs/screenshots/altitude-cards.png
The SVGs use only what pygame's SVG loader (nanosvg) renders: paths, polygons, circles,
ellipses, rects, strokes, opacity, transforms and userSpaceOnUse gradients. No <text>:
numerals and letters are drawn as strokes by the small stroke font below.
"""
from __future__ import annotations

import argparse
import math
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.titles.altitude import TAB as ALTITUDE_TAB  # noqa: E402
from game.ui.palette import HEX, SEAT_HEX, SEAT_SYMBOLS, symbol_points  # noqa: E402

ASSETS = ROOT / "assets"
CW, CH = 250, 350  # card view box
INK = HEX["ink"]
HAT_KEY = "#7F7F80"  # emote hat colour, replaced by the seat colour at run time (game/ui/art.py)

SUITS = ("schellen", "rosen", "schilten", "eicheln")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "faessler", "under", "ober", "koenig", "ass")
COURT_LETTER = {"faessler": "F", "under": "U", "ober": "Ob", "koenig": "K", "ass": "A"}  # "Ob": a lone O read as 0
MOTIFS = ("alphorn", "murmeltier", "gipfelkreuz", "bernhardiner", "edelweiss", "kuhglocke",
          "steinbock", "fondue", "enzian")
FOEHN = ("gamekeeper", "farmer", "snack", "bull")
MILK_VALUES = (1, 2, 3, 4, 5, -1, -2, -3)
EMOTES = ("wink", "cough", "hattip", "scratch", "yodel", "sneeze", "whistle", "sapperlot")
POSES = EMOTES + ("neutral",)  # neutral: the resting face between emotes
FIELDS = ("cablecar", "dog", "cow", "ibex", "bull")


# ---------------------------------------------------------------- svg helpers
def f(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def attrs(fill=None, stroke=None, sw=None, extra="") -> str:
    out = f' fill="{fill or "none"}"'
    if stroke:
        out += f' stroke="{stroke}" stroke-width="{f(sw or 2)}" stroke-linejoin="round" stroke-linecap="round"'
    return out + (" " + extra if extra else "")


def rect(x, y, w, h, rx=0, **kw) -> str:
    return f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" rx="{f(rx)}"{attrs(**kw)}/>'


def circle(cx, cy, r, **kw) -> str:
    return f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}"{attrs(**kw)}/>'


def ellipse(cx, cy, rx, ry, **kw) -> str:
    return f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}"{attrs(**kw)}/>'


def path(d, **kw) -> str:
    return f'<path d="{d}"{attrs(**kw)}/>'


def poly(points, closed=True, **kw) -> str:
    pts = " ".join(f"{f(x)},{f(y)}" for x, y in points)
    tag = "polygon" if closed else "polyline"
    return f'<{tag} points="{pts}"{attrs(**kw)}/>'


def line(x1, y1, x2, y2, stroke=INK, sw=3) -> str:
    return poly([(x1, y1), (x2, y2)], closed=False, stroke=stroke, sw=sw)


def group(body, tx=0, ty=0, s=1.0, rot=0.0, opacity=None) -> str:
    t = f"translate({f(tx)},{f(ty)})"
    if rot:
        t += f" rotate({f(rot)})"
    if s != 1.0:
        t += f" scale({f(s)})"
    op = f' opacity="{f(opacity)}"' if opacity is not None else ""
    return f'<g transform="{t}"{op}>{body}</g>'


def place(body, cx, cy, size, rot=0.0) -> str:
    """Place a drawing made in a 100x100 box centred at (cx, cy) with the given size."""
    s = size / 100
    if rot:
        return group(group(body, -50, -50), cx, cy, s, rot)
    return group(body, cx - size / 2, cy - size / 2, s)


def lin_grad(gid, x1, y1, x2, y2, stops) -> str:
    st = "".join(f'<stop offset="{f(o)}" stop-color="{c}"/>' for o, c in stops)
    return (f'<linearGradient id="{gid}" gradientUnits="userSpaceOnUse" x1="{f(x1)}" y1="{f(y1)}" '
            f'x2="{f(x2)}" y2="{f(y2)}">{st}</linearGradient>')


def rad_grad(gid, cx, cy, r, stops) -> str:
    st = "".join(f'<stop offset="{f(o)}" stop-color="{c}"/>' for o, c in stops)
    return f'<radialGradient id="{gid}" gradientUnits="userSpaceOnUse" cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}">{st}</radialGradient>'


def svg(w, h, body, defs="") -> str:
    d = f"<defs>{defs}</defs>" if defs else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
            f"{d}{body}</svg>\n")


def arc_points(cx, cy, rx, ry, a0, a1, n=14):
    """Points along an ellipse arc, angles in degrees (0 = right, 90 = down)."""
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def star_points(cx, cy, r, inner=0.45, n=5):
    return [(cx + (r if i % 2 == 0 else r * inner) * math.cos(-math.pi / 2 + math.pi * i / n),
             cy + (r if i % 2 == 0 else r * inner) * math.sin(-math.pi / 2 + math.pi * i / n))
            for i in range(2 * n)]


# ---------------------------------------------------------------- stroke font
# Glyphs in a box 6 wide, 10 high (y down); each glyph is a list of polylines.
GLYPHS = {
    "0": [arc_points(3, 5, 3, 5, 0, 360, 28)],
    "1": [[(0.8, 2.2), (3.6, 0), (3.6, 10)], [(1.2, 10), (6, 10)]],
    "2": [arc_points(3, 3, 3, 3, 190, 380, 12) + [(0, 10), (6, 10)]],
    "3": [arc_points(3, 2.6, 2.8, 2.6, 200, 450, 14), arc_points(3, 7.3, 3, 2.7, 270, 520, 14)],
    "4": [[(4.6, 10), (4.6, 0), (0, 7), (6, 7)]],
    "5": [[(5.6, 0), (0.8, 0), (0.4, 4.6)] + arc_points(3, 6.8, 3, 3.2, 230, 500, 16)],
    "6": [[(4.8, 0.2), (0.5, 6)], arc_points(3, 7, 3, 3, 0, 360, 24)],
    "7": [[(0, 0), (6, 0), (2, 10)]],
    "8": [arc_points(3, 2.5, 2.5, 2.5, 0, 360, 20), arc_points(3, 7.3, 3, 2.7, 0, 360, 22)],
    "9": [arc_points(3, 3, 3, 3, 0, 360, 24), [(5.5, 4), (1.2, 10)]],
    "+": [[(3, 2), (3, 8)], [(0, 5), (6, 5)]],
    "-": [[(0.5, 5), (5.5, 5)]],
    "U": [[(0, 0)] + arc_points(3, 7, 3, 3, 180, 0, 12)[::-1][::-1] + [(6, 0)]],
    "O": [arc_points(4.6, 5, 4.6, 5, 0, 360, 32)],  # round, wider than the narrow 0
    "K": [[(0, 0), (0, 10)], [(6, 0), (0, 6.2)], [(2.2, 4.2), (6, 10)]],
    "A": [[(0, 10), (3, 0), (6, 10)], [(1.1, 6.4), (4.9, 6.4)]],
    "F": [[(6, 0), (0, 0), (0, 10)], [(0, 4.8), (4.6, 4.8)]],
    "b": [[(0.4, 0), (0.4, 10)], arc_points(3.2, 7, 2.8, 3, 0, 360, 20)],
}
GLYPHS["U"] = [[(0, 0), (0, 7)] + arc_points(3, 7, 3, 3, 180, 0, 12)[1:] + [(6, 0)]]


def text_width(text: str, height: float, sx: float = 1.0) -> float:
    s = height / 10 * sx
    return sum((9.2 if c == "O" else 6) * s for c in text) + s * 2.2 * (len(text) - 1)


def stroke_text(text, x, y, height, colour=INK, weight=None, sx=1.0) -> str:
    """Draw text with the stroke font; (x, y) is its top-left; sx narrows the glyphs."""
    s = height / 10
    sw = weight or height * 0.16
    out = []
    for c in text:
        for stroke in GLYPHS[c]:
            out.append(poly([(x + px * s * sx, y + py * s) for px, py in stroke], closed=False,
                            stroke=colour, sw=sw))
        x += ((9.2 if c == "O" else 6) + 2.2) * s * sx
    return "".join(out)


# ---------------------------------------------------------------- jass suits (100x100 box)
def suit_schellen() -> str:
    """A round golden bell with a slit and a ring."""
    return (circle(50, 12, 7, stroke=INK, sw=4)
            + circle(50, 55, 38, fill="#E6B422", stroke=INK, sw=4)
            + path("M 14 46 Q 50 36 86 46", stroke=INK, sw=4)
            + path("M 14 56 Q 50 46 86 56", stroke="#B5471F", sw=5)
            + circle(50, 74, 7, fill=INK)
            + rect(47, 74, 6, 18, fill=INK)
            + ellipse(36, 38, 8, 5, fill="#FFF3B0", extra='opacity="0.8"'))


def suit_rosen() -> str:
    """A five-petal rose: red petals, white inner ring, golden heart, green sepals."""
    out = []
    for i in range(5):
        a = math.radians(-90 + 72 * i + 36)
        out.append(poly([(50, 50), (50 + 46 * math.cos(a - 0.25), 50 + 46 * math.sin(a - 0.25)),
                         (50 + 46 * math.cos(a + 0.25), 50 + 46 * math.sin(a + 0.25))],
                        fill="#3E8A3A", stroke=INK, sw=3))
    for i in range(5):
        a = math.radians(-90 + 72 * i)
        out.append(circle(50 + 22 * math.cos(a), 50 + 22 * math.sin(a), 18, fill="#D2352B", stroke=INK, sw=3.5))
    out.append(circle(50, 50, 18, fill="#FBEFEA", stroke=INK, sw=3))
    out.append(circle(50, 50, 9, fill="#E6B422", stroke=INK, sw=3))
    return "".join(out)


def suit_schilten() -> str:
    """A heraldic shield: yellow with a red band and a black border line."""
    outline = "M 12 8 L 88 8 L 88 44 Q 88 78 50 95 Q 12 78 12 44 Z"
    return (path(outline, fill="#E6B422", stroke=INK, sw=4.5)
            + path("M 12 34 L 88 34 L 88 52 L 12 52 Z", fill="#C23B2E")
            + path("M 12 34 L 88 34 M 12 52 L 88 52", stroke=INK, sw=3)
            + path(outline, stroke=INK, sw=4.5)
            + circle(50, 22, 5, fill=INK) + circle(50, 70, 6, fill=INK))


def suit_eicheln() -> str:
    """An acorn: brown nut, chequered cap, stem and a leaf."""
    return (path("M 50 4 Q 52 10 50 16", stroke=INK, sw=5)
            + path("M 52 12 Q 74 0 86 14 Q 70 24 52 14 Z", fill="#4E8B36", stroke=INK, sw=3)
            + path("M 27 46 Q 26 92 50 97 Q 74 92 73 46 Z", fill="#D99A3A", stroke=INK, sw=4)
            + path("M 36 56 Q 36 80 48 88", stroke="#FBE3A8", sw=4)
            + path("M 20 46 Q 20 16 50 15 Q 80 16 80 46 Z", fill="#7A4A22", stroke=INK, sw=4)
            + path("M 30 22 L 46 46 M 50 16 L 66 42 M 70 22 L 54 46 M 50 16 L 34 42", stroke="#4A2C12", sw=2.5))


SUIT_DRAW = {"schellen": suit_schellen, "rosen": suit_rosen, "schilten": suit_schilten, "eicheln": suit_eicheln}

PIPS = {
    1: [(.5, .5)],
    2: [(.5, .2), (.5, .8)],
    3: [(.5, .2), (.5, .5), (.5, .8)],
    4: [(.28, .2), (.72, .2), (.28, .8), (.72, .8)],
    5: [(.28, .2), (.72, .2), (.5, .5), (.28, .8), (.72, .8)],
    6: [(.28, .2), (.72, .2), (.28, .5), (.72, .5), (.28, .8), (.72, .8)],
    7: [(.28, .2), (.72, .2), (.5, .35), (.28, .5), (.72, .5), (.28, .8), (.72, .8)],
    8: [(.28, .2), (.72, .2), (.5, .35), (.28, .5), (.72, .5), (.5, .65), (.28, .8), (.72, .8)],
    9: [(.28, .14), (.72, .14), (.28, .38), (.72, .38), (.5, .5), (.28, .62), (.72, .62), (.28, .86), (.72, .86)],
    10: [(.28, .14), (.72, .14), (.5, .26), (.28, .38), (.72, .38), (.28, .62), (.72, .62), (.5, .74),
         (.28, .86), (.72, .86)],
}


def card_base(fill=HEX["paper"], border=INK, inner=None, inner_fill=None) -> str:
    out = rect(2, 2, CW - 4, CH - 4, 16, fill=fill, stroke=border, sw=3)
    if inner:
        out += rect(*inner, 10, fill=inner_fill, stroke=HEX["paper_shade"] if fill == HEX["paper"] else None, sw=2.5)
    return out


def corners(label, emblem_fn, colour=INK) -> str:
    """Index in the top-left corner and the same turned by 180 degrees in the bottom-right."""
    h = 42
    sx = 1.0 if len(label) == 1 else 0.62 if label.isdigit() else 0.8  # "10" narrow, "Ob" less so
    x = 32 - text_width(label, h, sx) / 2
    one = stroke_text(label, x, 14, h, colour, weight=7, sx=sx)
    if emblem_fn is not None:
        one += place(emblem_fn(), 32, 84, 38)
    return one + f'<g transform="rotate(180 {CW / 2} {CH / 2})">{one}</g>'


def jass_number(suit, n) -> str:
    draw = SUIT_DRAW[suit]
    body = card_base(inner=(60, 16, 130, 318))
    x0, y0, w, h = 60, 22, 130, 306
    size = 120 if n == 1 else (54 if n <= 6 else 48 if n <= 8 else 42)
    for px, py in PIPS[n]:
        rot = 180 if py > 0.55 and n > 1 else 0
        body += place(draw(), x0 + px * w, y0 + py * h, size, rot)
    body += corners(str(n), draw)
    return svg(CW, CH, body)


def figure(tunic, hat, pose, suit) -> str:
    """A simple standing figure in a 250x350 card box; pose is under, ober or koenig."""
    draw = SUIT_DRAW[suit]
    out = ""
    # legs and body
    out += rect(100, 250, 20, 50, 4, fill=HEX["wood_dark"], stroke=INK, sw=3)
    out += rect(130, 250, 20, 50, 4, fill=HEX["wood_dark"], stroke=INK, sw=3)
    out += path("M 88 260 L 96 150 Q 125 134 154 150 L 162 260 Z", fill=tunic, stroke=INK, sw=3.5)
    out += path("M 96 210 L 154 210", stroke=HEX["gold"], sw=6)
    out += circle(125, 118, 28, fill=HEX["skin"], stroke=INK, sw=3.5)
    out += circle(115, 116, 3.5, fill=INK) + circle(135, 116, 3.5, fill=INK)
    out += path("M 114 130 Q 125 138 136 130", stroke=INK, sw=3)
    if pose == "koenig":
        out += poly([(97, 98), (97, 68), (111, 84), (125, 62), (139, 84), (153, 68), (153, 98)],
                    fill=HEX["gold"], stroke=INK, sw=3.5)
        out += circle(125, 82, 4, fill=HEX["red"])
        out += path("M 94 140 Q 76 200 92 262 L 158 262 Q 174 200 156 140", stroke=HEX["red"], sw=7)
        out += line(170, 90, 170, 250, stroke=INK, sw=6) + circle(170, 86, 9, fill=HEX["gold"], stroke=INK, sw=3)
        out += place(draw(), 125, 185, 52)
    else:
        out += path("M 92 100 Q 125 64 158 100 Z", fill=hat, stroke=INK, sw=3.5)
        out += rect(84, 96, 82, 8, 4, fill=hat, stroke=INK, sw=3)
        if pose == "under":
            out += place(draw(), 125, 224, 58)
        else:
            out += path("M 154 160 L 186 110", stroke=tunic, sw=14)
            out += place(draw(), 190, 80, 58)
            out += path("M 152 84 Q 160 60 172 54", stroke="#FFFFFF", sw=4)
    return out


def faessler_emblem(suit) -> str:
    """The cooper: a barrel with hoops carrying the suit symbol, a mallet beside it."""
    out = path("M 70 110 Q 58 185 70 260 L 180 260 Q 192 185 180 110 Z", fill=HEX["wood_light"], stroke=INK, sw=4)
    for x in (100, 125, 150):
        out += path(f"M {x} 112 Q {x + (x - 125) * 0.15} 185 {x} 258", stroke=HEX["wood"], sw=3)
    for y, bulge in ((130, 6), (240, 6)):
        out += path(f"M {72 - bulge / 2} {y} L {178 + bulge / 2} {y}", stroke="#5B5B5B", sw=8)
    out += ellipse(125, 110, 55, 12, fill=HEX["wood"], stroke=INK, sw=4)
    out += place(SUIT_DRAW[suit](), 125, 186, 64)
    out += rect(178, 62, 46, 22, 4, fill=HEX["wood_dark"], stroke=INK, sw=3) + line(200, 84, 188, 140, stroke=HEX["wood_dark"], sw=8)
    return out


def ass_emblem(suit) -> str:
    out = circle(125, 175, 92, fill="#FFF8E6", stroke=HEX["gold"], sw=6)
    out += circle(125, 175, 80, stroke=INK, sw=2)
    for i in range(16):
        a = 2 * math.pi * i / 16
        out += place(leaf(), 125 + 86 * math.cos(a), 175 + 86 * math.sin(a), 22, math.degrees(a) + 90)
    out += place(SUIT_DRAW[suit](), 125, 175, 124)
    return out


def leaf() -> str:
    return path("M 50 5 Q 90 50 50 95 Q 10 50 50 5 Z", fill="#4E8B36", stroke=INK, sw=6)


def jass_court(suit, rank) -> str:
    body = card_base(inner=(48, 36, 154, 278), inner_fill="#FBF5E8")
    tunics = {"schellen": "#3D6FA8", "rosen": "#2F7D4A", "schilten": "#8A3A6E", "eicheln": "#A4572A"}
    if rank == "faessler":
        body += faessler_emblem(suit)
    elif rank == "ass":
        body += ass_emblem(suit)
    else:
        hat = {"under": HEX["wood_dark"], "ober": HEX["red"]}.get(rank, HEX["gold"])
        body += figure(tunics[suit], hat, rank, suit)
    body += corners(COURT_LETTER[rank], SUIT_DRAW[suit])
    return svg(CW, CH, body)


def joker_corner() -> str:
    return poly(star_points(50, 52, 46), fill=HEX["gold"], stroke=INK, sw=5)


def joker_tell() -> str:
    body = card_base(fill="#FBF1DA", inner=(40, 34, 170, 282), inner_fill="#E7F1DA")
    # apple with an arrow through it, on top of a crossbow
    body += circle(125, 100, 40, fill="#D2352B", stroke=INK, sw=4)
    body += path("M 125 62 Q 128 50 136 44", stroke=HEX["wood_dark"], sw=5)
    body += path("M 130 58 Q 148 42 160 56 Q 146 66 130 58 Z", fill="#4E8B36", stroke=INK, sw=3)
    body += ellipse(110, 88, 10, 6, fill="#F7A59A")
    body += line(60, 100, 196, 100, stroke=HEX["wood_dark"], sw=5)
    body += poly([(196, 92), (212, 100), (196, 108)], fill="#777", stroke=INK, sw=3)
    body += poly([(60, 100), (50, 92), (50, 108)], fill="#FFF", stroke=INK, sw=2)
    body += path("M 62 210 Q 125 160 188 210", stroke=HEX["wood_dark"], sw=9)
    body += path("M 62 210 L 125 232 L 188 210", stroke=INK, sw=2.5)
    body += rect(117, 180, 16, 110, 5, fill=HEX["wood"], stroke=INK, sw=3.5)
    body += rect(110, 250, 30, 12, 3, fill="#777", stroke=INK, sw=3)
    body += corners("", joker_corner)
    body += place(joker_corner(), 30, 36, 40) + place(joker_corner(), CW - 30, CH - 36, 40)
    return svg(CW, CH, body)


def joker_helvetia() -> str:
    body = card_base(fill="#FBF1DA", inner=(40, 34, 170, 282), inner_fill="#FDECE8")
    body += line(180, 60, 180, 300, stroke=HEX["wood_dark"], sw=6)
    body += poly([(180, 40), (190, 66), (170, 66)], fill="#9AA0A8", stroke=INK, sw=3)
    body += path("M 92 300 L 102 160 Q 125 146 148 160 L 158 300 Z", fill="#FFFFFF", stroke=INK, sw=3.5)
    body += circle(125, 122, 26, fill=HEX["skin"], stroke=INK, sw=3.5)
    body += path("M 99 120 Q 100 88 125 92 Q 150 88 151 120 Q 160 150 150 170 M 99 120 Q 90 150 100 170",
                 fill="#C9892F", stroke=INK, sw=3)
    for i in range(7):
        a = math.radians(200 + 20 * i)
        body += place(leaf(), 125 + 28 * math.cos(a), 112 + 26 * math.sin(a), 14, math.degrees(a) + 90)
    body += circle(116, 124, 3, fill=INK) + circle(134, 124, 3, fill=INK)
    body += path("M 118 136 Q 125 141 132 136", stroke=INK, sw=2.5)
    body += path("M 60 190 L 130 190 L 130 230 Q 130 265 95 280 Q 60 265 60 230 Z", fill="#D52B1E", stroke=INK, sw=4)
    body += path("M 88 206 L 102 206 L 102 220 L 116 220 L 116 234 L 102 234 L 102 248 L 88 248 L 88 234 "
                 "L 74 234 L 74 220 L 88 220 Z", fill="#FFFFFF")
    body += corners("", joker_corner)
    body += place(joker_corner(), 30, 36, 40) + place(joker_corner(), CW - 30, CH - 36, 40)
    return svg(CW, CH, body)


# ---------------------------------------------------------------- gaemsh motifs (100x100 box)
def m_alphorn() -> str:
    return (path("M 8 20 Q 30 70 66 80 L 82 80", stroke=INK, sw=12)
            + path("M 8 20 Q 30 70 66 80 L 82 80", stroke="#B9773B", sw=7)
            + path("M 70 72 Q 92 66 96 88 Q 80 94 70 88 Z", fill="#8C5426", stroke=INK, sw=3)
            + line(30, 52, 36, 48, stroke=HEX["red"], sw=4) + line(50, 68, 54, 63, stroke=HEX["red"], sw=4)
            + rect(4, 12, 10, 10, 2, fill=INK))


def m_murmeltier() -> str:
    return (ellipse(50, 66, 28, 30, fill="#A67A4E", stroke=INK, sw=3.5)
            + ellipse(50, 72, 16, 20, fill="#D9B48A")
            + circle(50, 30, 20, fill="#A67A4E", stroke=INK, sw=3.5)
            + circle(34, 16, 6, fill="#A67A4E", stroke=INK, sw=3) + circle(66, 16, 6, fill="#A67A4E", stroke=INK, sw=3)
            + circle(42, 28, 3, fill=INK) + circle(58, 28, 3, fill=INK)
            + ellipse(50, 38, 8, 6, fill="#D9B48A") + circle(50, 35, 3, fill=INK)
            + rect(45, 41, 4, 5, fill="#FFF") + rect(51, 41, 4, 5, fill="#FFF")
            + ellipse(38, 56, 6, 10, fill="#A67A4E", stroke=INK, sw=3) + ellipse(62, 56, 6, 10, fill="#A67A4E", stroke=INK, sw=3))


def m_gipfelkreuz() -> str:
    return (poly([(0, 98), (50, 52), (100, 98)], fill="#8F8F8A", stroke=INK, sw=3)
            + poly([(38, 63), (50, 52), (62, 63), (56, 60), (50, 66), (44, 60)], fill="#FFFFFF")
            + rect(46, 6, 8, 50, 1, fill="#8A5A33", stroke=INK, sw=3)
            + rect(32, 16, 36, 8, 1, fill="#8A5A33", stroke=INK, sw=3)
            + circle(50, 20, 4, fill=HEX["gold"]))


def m_bernhardiner() -> str:
    return (ellipse(50, 54, 36, 34, fill="#FFFFFF", stroke=INK, sw=3.5)
            + path("M 18 40 Q 20 70 30 76 Q 40 50 36 30 Z", fill="#9C4F22", stroke=INK, sw=3)
            + path("M 82 40 Q 80 70 70 76 Q 60 50 64 30 Z", fill="#9C4F22", stroke=INK, sw=3)
            + path("M 30 30 Q 50 18 70 30 L 64 46 L 36 46 Z", fill="#B8642E")
            + circle(40, 46, 4, fill=INK) + circle(60, 46, 4, fill=INK)
            + ellipse(50, 62, 8, 6, fill=INK)
            + path("M 42 72 Q 50 78 58 72", stroke=INK, sw=3)
            + rect(40, 82, 20, 14, 3, fill="#B9773B", stroke=INK, sw=3)
            + line(50, 82, 50, 96, stroke=HEX["red"], sw=3))


def m_edelweiss() -> str:
    out = ""
    for i in range(8):
        a = 360 * i / 8
        out += place(path("M 50 50 Q 62 30 50 6 Q 38 30 50 50 Z", fill="#FFFFFF", stroke=INK, sw=3.5), 50, 50, 100, a)
    out += circle(50, 50, 14, fill="#E6D27A", stroke=INK, sw=3)
    for dx, dy in ((-5, -4), (5, -4), (0, 5), (-6, 5), (6, 5), (0, -8)):
        out += circle(50 + dx, 50 + dy, 3, fill="#C2A83E")
    return out


def m_kuhglocke() -> str:
    return (path("M 30 16 Q 50 2 70 16", stroke="#C23B2E", sw=8)
            + rect(40, 12, 20, 10, 2, fill="#8A5A33", stroke=INK, sw=3)
            + path("M 32 22 L 68 22 L 82 84 L 18 84 Z", fill="#C8A04A", stroke=INK, sw=4)
            + path("M 36 32 L 44 76", stroke="#F3DE99", sw=4)
            + rect(12, 80, 76, 10, 4, fill="#A8822F", stroke=INK, sw=3)
            + circle(50, 94, 6, fill=INK))


def m_steinbock() -> str:
    return (path("M 40 40 Q 18 30 20 4 Q 36 12 44 34", fill="#8C7A5C", stroke=INK, sw=3)
            + path("M 60 40 Q 82 30 80 4 Q 64 12 56 34", fill="#8C7A5C", stroke=INK, sw=3)
            + path("M 24 14 L 30 12 M 22 22 L 29 20 M 76 14 L 70 12 M 78 22 L 71 20", stroke=INK, sw=2.5)
            + path("M 34 40 Q 50 30 66 40 L 60 82 Q 50 92 40 82 Z", fill="#A78E65", stroke=INK, sw=3.5)
            + ellipse(28, 46, 10, 5, fill="#A78E65", stroke=INK, sw=3) + ellipse(72, 46, 10, 5, fill="#A78E65", stroke=INK, sw=3)
            + circle(42, 54, 3.5, fill=INK) + circle(58, 54, 3.5, fill=INK)
            + path("M 44 88 Q 50 100 56 88", fill="#6B5A40", stroke=INK, sw=2.5))


def m_cablecar() -> str:
    """A red cabin hanging from its cable."""
    return (line(4, 24, 96, 14, sw=3) + line(50, 19, 50, 34, sw=3) + circle(50, 19, 4, fill=INK)
            + rect(28, 34, 44, 40, 6, fill=HEX["red"], stroke=INK, sw=3)
            + rect(33, 40, 15, 14, 2, fill="#BFE0F2", stroke=INK, sw=2) + rect(52, 40, 15, 14, 2, fill="#BFE0F2", stroke=INK, sw=2)
            + line(28, 62, 72, 62, stroke="#FFFFFF", sw=3))


def m_fondue() -> str:
    return (path("M 26 30 Q 50 22 74 30", stroke=INK, sw=0)
            + ellipse(50, 34, 34, 10, fill="#F4D35E", stroke=INK, sw=3)
            + path("M 16 34 Q 14 74 50 78 Q 86 74 84 34", fill="#C23B2E", stroke=INK, sw=4)
            + path("M 84 44 L 98 40", stroke=INK, sw=6)
            + rect(30, 80, 40, 8, 2, fill="#5B5B5B", stroke=INK, sw=2.5)
            + path("M 34 88 L 28 98 M 66 88 L 72 98", stroke=INK, sw=4)
            + line(64, 6, 50, 34, stroke="#777", sw=3) + rect(60, 2, 10, 8, 2, fill="#F4E3B0", stroke=INK, sw=2)
            + circle(40, 30, 5, fill="#F4E3B0", stroke=INK, sw=2)
            + path("M 26 48 Q 30 58 38 50 M 58 52 Q 66 62 72 50", stroke="#FFFFFF", sw=3))


def m_enzian() -> str:
    bell = "M 50 70 Q 30 60 30 30 L 38 14 L 44 26 L 50 10 L 56 26 L 62 14 L 70 30 Q 70 60 50 70 Z"
    return (path("M 50 70 L 50 96", stroke="#3E8A3A", sw=5)
            + path("M 50 90 Q 28 84 20 70 Q 38 72 50 86", fill="#3E8A3A", stroke=INK, sw=2.5)
            + path("M 50 90 Q 72 84 80 70 Q 62 72 50 86", fill="#3E8A3A", stroke=INK, sw=2.5)
            + path(bell, fill="#1F4FC4", stroke=INK, sw=3.5)
            + path("M 42 56 Q 40 40 44 30", stroke="#7FA3F0", sw=3))


MOTIF_DRAW = {"alphorn": m_alphorn, "murmeltier": m_murmeltier, "gipfelkreuz": m_gipfelkreuz,
              "bernhardiner": m_bernhardiner, "edelweiss": m_edelweiss, "kuhglocke": m_kuhglocke,
              "steinbock": m_steinbock, "fondue": m_fondue, "enzian": m_enzian}
MOTIF_COLOUR = {"alphorn": "#F2C572", "murmeltier": "#D8E9A8", "gipfelkreuz": "#BFE0F2",
                "bernhardiner": "#F7D2B5", "edelweiss": "#C9E4C5", "kuhglocke": "#F5E6A8",
                "steinbock": "#E3D3F0", "fondue": "#FBD3C9", "enzian": "#CFE0FF"}


def sun(cx, cy, r) -> str:
    out = ""
    for i in range(8):
        a = math.pi * i / 4
        out += line(cx + r * 1.2 * math.cos(a), cy + r * 1.2 * math.sin(a),
                    cx + r * 1.7 * math.cos(a), cy + r * 1.7 * math.sin(a), stroke="#D98A00", sw=r * 0.3)
    return out + circle(cx, cy, r, fill="#F7C531", stroke="#D98A00", sw=r * 0.2)


def moon(cx, cy, r, fill="#F4E9A8") -> str:
    return path(f"M {f(cx)} {f(cy - r)} A {f(r)} {f(r)} 0 1 0 {f(cx + r * 0.9)} {f(cy + r * 0.45)} "
                f"A {f(r * 0.8)} {f(r * 0.8)} 0 0 1 {f(cx)} {f(cy - r)} Z", fill=fill, stroke=INK, sw=r * 0.12)


def gaemsh_day(motif, n) -> str:
    colour = MOTIF_COLOUR[motif]
    body = card_base(inner=(18, 18, CW - 36, CH - 36), inner_fill=colour)
    body += path("M 18 260 Q 80 230 125 250 Q 180 270 232 240 L 232 322 Q 232 332 222 332 L 28 332 Q 18 332 18 322 Z",
                 fill="#FFFFFF", extra='opacity="0.45"')
    body += place(MOTIF_DRAW[motif](), CW / 2, CH / 2 + 6, 176)
    body += sun(44, 44, 13)
    for i in range(n):  # small copy marks, so the three day cards of a motif are told apart
        body += circle(CW - 36 - 14 * i, CH - 36, 4.5, fill=INK, extra='opacity="0.35"')
    return svg(CW, CH, body)


def gaemsh_night(motif) -> str:
    colour = MOTIF_COLOUR[motif]
    defs = lin_grad("n", 0, 0, 0, CH, [(0, HEX["night_deep"]), (1, HEX["night"])])
    body = card_base(fill="#D9D3C2", inner=(14, 14, CW - 28, CH - 28), inner_fill="url(#n)")
    for sx, sy, r in ((70, 40, 5), (190, 80, 4), (40, 130, 3.5), (210, 170, 5), (60, 300, 4), (200, 300, 3.5), (110, 30, 3)):
        body += poly(star_points(sx, sy, r * 1.6), fill="#FFF6C8")
    body += circle(CW / 2, CH / 2 + 6, 92, fill=colour, stroke="#FFF6C8", sw=4)
    body += place(MOTIF_DRAW[motif](), CW / 2, CH / 2 + 6, 150)
    body += circle(46, 46, 26, fill=HEX["night_deep"], stroke="#FFF6C8", sw=3) + moon(46, 46, 17)
    body += circle(CW - 46, CH - 46, 26, fill=HEX["night_deep"], stroke="#FFF6C8", sw=3) + moon(CW - 46, CH - 46, 17)
    return svg(CW, CH, body, defs)


def foehn_card(kind) -> str:
    body = rect(2, 2, CW - 4, CH - 4, 16, fill=HEX["foehn"], stroke=INK, sw=3)
    body += rect(16, 16, CW - 32, CH - 32, 10, fill="#FFF1DC", stroke=INK, sw=3)
    body += rect(24, 24, CW - 48, CH - 48, 7, stroke=HEX["foehn"], sw=3)
    for x, y in ((16, 16), (CW - 16, 16), (16, CH - 16), (CW - 16, CH - 16)):
        body += poly(star_points(x, y, 14, 0.5, 4), fill="#FFF1DC", stroke=INK, sw=2.5)
    # a wind swirl banner: the Föhn
    body += path("M 50 300 Q 90 280 125 300 Q 160 320 200 300", stroke=HEX["foehn"], sw=7)
    body += path("M 60 318 Q 95 302 125 318 Q 155 334 190 318", stroke=HEX["foehn"], sw=4)
    body += FOEHN_DRAW[kind]()
    return svg(CW, CH, body)


def f_gamekeeper() -> str:
    return (path("M 80 270 L 90 170 Q 125 150 160 170 L 170 270 Z", fill="#4F6B3A", stroke=INK, sw=3.5)
            + circle(125, 130, 30, fill=HEX["skin"], stroke=INK, sw=3.5)
            + path("M 90 112 Q 125 70 160 112 Z", fill="#3F5A2E", stroke=INK, sw=3.5)
            + rect(78, 108, 94, 9, 4, fill="#3F5A2E", stroke=INK, sw=3)
            + path("M 150 104 Q 172 70 168 52", stroke=INK, sw=4) + path("M 152 100 Q 176 74 178 60", stroke="#FFFFFF", sw=3)
            # binoculars over the eyes
            + circle(112, 130, 13, fill="#333", stroke=INK, sw=3) + circle(138, 130, 13, fill="#333", stroke=INK, sw=3)
            + circle(112, 130, 6, fill="#9FD3F0") + circle(138, 130, 6, fill="#9FD3F0")
            + path("M 110 152 Q 125 160 140 152", stroke=INK, sw=3)
            + path("M 140 190 L 150 250", stroke=HEX["wood_dark"], sw=6))


def f_farmer() -> str:
    return (path("M 80 270 L 90 170 Q 125 150 160 170 L 170 270 Z", fill="#2F5E9E", stroke=INK, sw=3.5)
            + path("M 104 166 L 104 270 M 146 166 L 146 270", stroke="#1E3F6E", sw=6)
            + circle(125, 130, 30, fill=HEX["skin"], stroke=INK, sw=3.5)
            + ellipse(125, 104, 56, 10, fill="#E8C66A", stroke=INK, sw=3)
            + path("M 100 104 Q 104 76 125 76 Q 146 76 150 104 Z", fill="#E8C66A", stroke=INK, sw=3)
            + circle(114, 130, 3.5, fill=INK) + circle(136, 130, 3.5, fill=INK)
            + path("M 108 120 L 120 124 M 142 120 L 130 124", stroke=INK, sw=3)
            + path("M 112 146 Q 125 154 138 144", stroke=INK, sw=3)
            + line(182, 80, 182, 270, stroke=HEX["wood_dark"], sw=6)
            + path("M 166 60 L 166 84 Q 182 94 198 84 L 198 60 M 182 60 L 182 88", stroke="#777", sw=4))


def f_snack() -> str:
    return (ellipse(125, 240, 92, 24, fill=HEX["wood_light"], stroke=INK, sw=3.5)
            + path("M 50 230 Q 48 160 110 150 Q 150 160 150 230 Z", fill="#C98A3E", stroke=INK, sw=3.5)
            + path("M 70 180 L 90 170 M 80 200 L 102 188 M 96 214 L 120 204", stroke="#8C5426", sw=3)
            + path("M 140 232 L 206 232 L 206 176 Z", fill="#F4D35E", stroke=INK, sw=3.5)
            + circle(178, 212, 6, fill="#E0B93E") + circle(192, 222, 4, fill="#E0B93E")
            + path("M 70 110 Q 125 70 190 112", stroke="#8C2A22", sw=18)
            + path("M 70 110 Q 125 70 190 112", stroke="#B8432F", sw=12)
            + circle(100, 96, 2.5, fill="#FFF") + circle(150, 92, 2.5, fill="#FFF"))


def f_bull() -> str:
    return bull_head(125, 170, 1.8)


def bull_head(cx, cy, s) -> str:
    def p(x, y):
        return f"{f(cx + x * s)} {f(cy + y * s)}"
    return (path(f"M {p(-28, -20)} Q {p(-60, -30)} {p(-56, -62)} Q {p(-44, -40)} {p(-22, -34)} Z", fill="#F1E6C8", stroke=INK, sw=3)
            + path(f"M {p(28, -20)} Q {p(60, -30)} {p(56, -62)} Q {p(44, -40)} {p(22, -34)} Z", fill="#F1E6C8", stroke=INK, sw=3)
            + path(f"M {p(-34, -30)} Q {p(0, -44)} {p(34, -30)} L {p(26, 30)} Q {p(0, 44)} {p(-26, 30)} Z", fill="#4A2C1A", stroke=INK, sw=3.5)
            + ellipse(cx - 44 * s, cy - 20 * s, 12 * s, 6 * s, fill="#4A2C1A", stroke=INK, sw=3)
            + ellipse(cx + 44 * s, cy - 20 * s, 12 * s, 6 * s, fill="#4A2C1A", stroke=INK, sw=3)
            + ellipse(cx, cy + 26 * s, 22 * s, 14 * s, fill="#B27A5E", stroke=INK, sw=3)
            + circle(cx - 8 * s, cy + 26 * s, 3 * s, fill=INK) + circle(cx + 8 * s, cy + 26 * s, 3 * s, fill=INK)
            + circle(cx, cy + 40 * s, 8 * s, stroke="#C9C9C9", sw=3 * s)
            + path(f"M {p(-20, -12)} L {p(-8, -4)} M {p(20, -12)} L {p(8, -4)}", stroke="#E03A2A", sw=3 * s)
            + circle(cx - 13 * s, cy - 2 * s, 3.5 * s, fill="#E03A2A") + circle(cx + 13 * s, cy - 2 * s, 3.5 * s, fill="#E03A2A")
            + path(f"M {p(-18, -60)} Q {p(0, -40)} {p(18, -60)}", stroke=HEX["foehn"], sw=3 * s))


FOEHN_DRAW = {"gamekeeper": f_gamekeeper, "farmer": f_farmer, "snack": f_snack, "bull": f_bull}


# ---------------------------------------------------------------- milk
def milk_can(fill="#E8EEF2", band="#2F6FB2", sour=False) -> str:
    """A milk can in a 100x100 box."""
    return (rect(34, 6, 32, 10, 3, fill="#AEB8BF", stroke=INK, sw=3)
            + path("M 38 16 L 62 16 L 64 30 L 74 40 L 74 92 Q 50 98 26 92 L 26 40 L 36 30 Z", fill=fill, stroke=INK, sw=3.5)
            + path("M 26 52 L 74 52 M 26 80 L 74 80", stroke=band, sw=5)
            + path("M 22 36 Q 12 44 24 52 M 78 36 Q 88 44 76 52", stroke=INK, sw=3.5)
            + (path("M 50 58 Q 60 70 50 76 Q 40 70 50 58 Z", fill="#7DAA3A", stroke=INK, sw=2) if sour
               else path("M 32 44 L 32 88", stroke="#FFFFFF", sw=4)))


def drop(cx, cy, r, fill) -> str:
    return path(f"M {f(cx)} {f(cy - r * 1.6)} Q {f(cx + r * 1.2)} {f(cy - r * 0.2)} {f(cx + r)} {f(cy + r * 0.3)} "
                f"A {f(r)} {f(r)} 0 0 1 {f(cx - r)} {f(cy + r * 0.3)} Q {f(cx - r * 1.2)} {f(cy - r * 0.2)} {f(cx)} {f(cy - r * 1.6)} Z",
                fill=fill, stroke=INK, sw=3)


def milk_card_svg(v) -> str:
    label = f"+{v}" if v > 0 else f"-{-v}"
    if v > 0:
        body = card_base(inner=(20, 20, CW - 40, CH - 40), inner_fill="#E4F1FA")
        body += path("M 20 270 Q 70 250 125 262 Q 180 274 230 256 L 230 320 Q 230 330 220 330 L 30 330 Q 20 330 20 320 Z", fill="#BEDD9A")
        spots = {1: [(.5, .5)], 2: [(.32, .5), (.68, .5)], 3: [(.5, .32), (.3, .66), (.7, .66)],
                 4: [(.3, .34), (.7, .34), (.3, .7), (.7, .7)], 5: [(.3, .3), (.7, .3), (.5, .52), (.3, .75), (.7, .75)]}[v]
        size = 112 if v == 1 else (86 if v <= 3 else 70)
        for px, py in spots:
            body += place(milk_can(), 30 + px * 190, 40 + py * 260, size)
        colour = "#1F4F8C"
    else:
        body = card_base(fill="#F3DCD3", border="#7A1E12", inner=(20, 20, CW - 40, CH - 40), inner_fill="#E9B7A7")
        for i in range(7):
            body += line(20 + 30 * i, 330, 20 + 30 * i + 40, 290, stroke="#D99A86", sw=6)
        body += place(milk_can(fill="#D7D9B8", band=HEX["sour"], sour=True), CW / 2, 160, 120)
        n = -v
        for i in range(n):
            body += drop(CW / 2 + (i - (n - 1) / 2) * 44, 268, 14, "#9DBF3A")
        colour = "#7A1E12"
    one = stroke_text(label, 12, 14, 42, colour, weight=7, sx=0.8)
    body += one + f'<g transform="rotate(180 {CW / 2} {CH / 2})">{one}</g>'
    return svg(CW, CH, body)


def kettle_svg(seat) -> str:
    colour = SEAT_HEX[seat]
    sym = poly(symbol_points(SEAT_SYMBOLS[seat], (50, 62), 14), fill="#FFFFFF", stroke=INK, sw=3)
    body = (ellipse(50, 94, 36, 5, fill="#000000", extra='opacity="0.25"')
            + path("M 30 10 Q 50 2 70 10", stroke=INK, sw=4)
            + rect(34, 8, 32, 10, 3, fill="#C9D0D5", stroke=INK, sw=3)
            + path("M 36 18 L 64 18 L 66 32 L 78 42 L 78 90 Q 50 97 22 90 L 22 42 L 34 32 Z", fill=colour, stroke=INK, sw=4)
            + path("M 22 42 L 78 42", stroke=INK, sw=3)
            + path("M 18 40 Q 6 48 18 58 M 82 40 Q 94 48 82 58", stroke=INK, sw=4)
            + path("M 28 46 L 28 84", stroke="#FFFFFF", sw=4, extra='opacity="0.6"')
            + sym)
    return svg(100, 100, body)


# ---------------------------------------------------------------- dice
DIE_PIPS = {1: [(50, 50)], 2: [(28, 28), (72, 72)], 3: [(28, 28), (50, 50), (72, 72)],
            4: [(28, 28), (72, 28), (28, 72), (72, 72)], 5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
            6: [(28, 26), (72, 26), (28, 50), (72, 50), (28, 74), (72, 74)]}


def die_svg(colour, value) -> str:
    face, pip, edge = ("#FBF8F0", INK, "#CFC7B5") if colour == "white" else ("#22201E", "#FBF8F0", "#4A4540")
    body = rect(3, 3, 94, 94, 16, fill=edge, stroke=INK, sw=3)
    body += rect(8, 7, 84, 84, 13, fill=face)
    for x, y in DIE_PIPS[value]:
        body += circle(x, y, 9, fill=pip)
    return svg(100, 100, body)


# ---------------------------------------------------------------- backs
def back_jass() -> str:
    body = rect(2, 2, CW - 4, CH - 4, 16, fill="#8C2A22", stroke=INK, sw=3)
    body += rect(14, 14, CW - 28, CH - 28, 10, fill="#A8362B", stroke="#F6EEDC", sw=3)
    for i in range(-8, 16):
        body += line(14 + i * 22, 14, 14 + i * 22 + 336, CH - 14, stroke="#8C2A22", sw=3)
        body += line(14 + i * 22, CH - 14, 14 + i * 22 + 336, 14, stroke="#8C2A22", sw=3)
    body += rect(14, 14, CW - 28, CH - 28, 10, stroke="#F6EEDC", sw=3)
    body += rect(4, 4, CW - 8, 10, 0, fill="#8C2A22") + rect(4, CH - 14, CW - 8, 10, 0, fill="#8C2A22")
    body += rect(4, 4, 10, CH - 8, 0, fill="#8C2A22") + rect(CW - 14, 4, 10, CH - 8, 0, fill="#8C2A22")
    body += rect(2, 2, CW - 4, CH - 4, 16, stroke=INK, sw=3)
    body += rect(14, 14, CW - 28, CH - 28, 10, stroke="#F6EEDC", sw=3)
    body += circle(CW / 2, CH / 2, 54, fill="#F6EEDC", stroke=INK, sw=3)
    for i, suit in enumerate(SUITS):
        a = math.pi / 4 + math.pi / 2 * i
        body += place(SUIT_DRAW[suit](), CW / 2 + 24 * math.cos(a), CH / 2 + 24 * math.sin(a), 38)
    return svg(CW, CH, body)


def chamois_head() -> str:
    return (path("M 38 30 Q 30 4 44 2 Q 36 12 44 30", fill=INK, stroke=INK, sw=3)
            + path("M 62 30 Q 70 4 56 2 Q 64 12 56 30", fill=INK, stroke=INK, sw=3)
            + path("M 34 30 Q 50 22 66 30 L 60 80 Q 50 92 40 80 Z", fill="#B08A5A", stroke=INK, sw=3)
            + path("M 40 34 L 46 80 M 60 34 L 54 80", stroke=INK, sw=5)
            + path("M 36 34 Q 50 30 64 34 L 62 44 Q 50 38 38 44 Z", fill="#FFFFFF")
            + ellipse(26, 36, 9, 4, fill="#B08A5A", stroke=INK, sw=2.5) + ellipse(74, 36, 9, 4, fill="#B08A5A", stroke=INK, sw=2.5))


def back_gaemsh() -> str:
    defs = lin_grad("s", 0, 0, 0, CH, [(0, "#2C6E8F"), (1, "#9ED0E6")])
    body = rect(2, 2, CW - 4, CH - 4, 16, fill="#234D32", stroke=INK, sw=3)
    body += rect(14, 14, CW - 28, CH - 28, 10, fill="url(#s)", stroke="#F6EEDC", sw=3)
    body += poly([(14, 250), (70, 170), (110, 210), (160, 120), (236, 230), (236, 336), (14, 336)], fill="#5E7A8A")
    body += poly([(140, 148), (160, 120), (180, 150), (168, 144), (160, 152), (150, 144)], fill="#FFFFFF")
    body += path("M 14 290 Q 125 250 236 286 L 236 326 Q 236 336 226 336 L 24 336 Q 14 336 14 326 Z", fill="#3E8257")
    body += circle(CW / 2, 128, 60, fill="#F6EEDC", stroke=INK, sw=3)
    body += place(chamois_head(), CW / 2, 126, 100)
    return svg(CW, CH, body, defs)


def back_milk() -> str:
    body = rect(2, 2, CW - 4, CH - 4, 16, fill="#2F6FB2", stroke=INK, sw=3)
    body += rect(14, 14, CW - 28, CH - 28, 10, fill="#FFFFFF", stroke="#F6EEDC", sw=3)
    for y in range(14, CH - 14, 28):
        for x in range(14, CW - 14, 28):
            if (x // 28 + y // 28) % 2 == 0:
                body += rect(x, y, min(28, CW - 14 - x), min(28, CH - 14 - y), 0, fill="#D6E7F5")
    body += rect(14, 14, CW - 28, CH - 28, 10, stroke="#2F6FB2", sw=4)
    body += circle(CW / 2, CH / 2, 70, fill="#2F6FB2", stroke=INK, sw=3)
    body += place(milk_can(), CW / 2, CH / 2, 110)
    return svg(CW, CH, body)


# ---------------------------------------------------------------- emotes (100x100, hat in HAT_KEY)
def head(hat_dx=0.0, hat_dy=0.0, hat_rot=0.0) -> str:
    hat = (path("M 26 30 Q 50 -2 74 30 Z", fill=HAT_KEY, stroke=INK, sw=3)
           + rect(14, 27, 72, 8, 4, fill=HAT_KEY, stroke=INK, sw=3)
           + path("M 30 28 L 70 28", stroke="#FFFFFF", sw=3)
           + path("M 66 22 Q 78 4 88 2", stroke="#3E8A3A", sw=3) + circle(88, 3, 3, fill="#FFFFFF", stroke=INK, sw=1.5))
    face = (circle(50, 60, 32, fill=HEX["skin"], stroke=INK, sw=3)
            + circle(19, 62, 6, fill=HEX["skin"], stroke=INK, sw=3) + circle(81, 62, 6, fill=HEX["skin"], stroke=INK, sw=3)
            + circle(34, 72, 5, fill="#F09A8A", extra='opacity="0.6"') + circle(66, 72, 5, fill="#F09A8A", extra='opacity="0.6"'))
    if hat_rot or hat_dx or hat_dy:
        hat = f'<g transform="translate({f(hat_dx)},{f(hat_dy)}) rotate({f(hat_rot)} 50 30)">{hat}</g>'
    return face + hat


def eyes(left="open", right="open") -> str:
    out = ""
    for x, kind in ((39, left), (61, right)):
        if kind == "open":
            out += circle(x, 56, 4, fill=INK)
        elif kind == "shut":
            out += path(f"M {x - 6} 57 Q {x} 61 {x + 6} 57", stroke=INK, sw=3)
        elif kind == "squeeze":
            out += path(f"M {x - 6} 52 L {x + 5} 56 L {x - 6} 60", stroke=INK, sw=3)
        elif kind == "wide":
            out += circle(x, 55, 6, fill="#FFFFFF", stroke=INK, sw=2) + circle(x, 55, 3, fill=INK)
    return out


def note(x, y, s=1.0) -> str:
    return (ellipse(x, y, 5 * s, 4 * s, fill=INK) + line(x + 4 * s, y, x + 4 * s, y - 16 * s, sw=2.5 * s)
            + path(f"M {f(x + 4 * s)} {f(y - 16 * s)} Q {f(x + 12 * s)} {f(y - 12 * s)} {f(x + 10 * s)} {f(y - 6 * s)}", stroke=INK, sw=2.5 * s))


def hand(x, y) -> str:
    return ellipse(x, y, 10, 8, fill=HEX["skin"], stroke=INK, sw=3) + path(f"M {x - 6} {y - 3} L {x + 6} {y - 3} M {x - 6} {y + 2} L {x + 6} {y + 2}", stroke=INK, sw=1.5)


def emote_svg(kind) -> str:
    mouth_smile = path("M 40 76 Q 50 84 60 76", stroke=INK, sw=3)
    if kind == "neutral":
        body = head() + eyes() + path("M 42 77 Q 50 80 58 77", stroke=INK, sw=3)
    elif kind == "wink":
        body = head() + eyes("open", "shut") + path("M 38 74 Q 52 86 64 72", stroke=INK, sw=3) + path("M 56 48 L 66 46", stroke=INK, sw=3)
    elif kind == "cough":
        body = (head() + eyes("squeeze", "squeeze") + hand(50, 80)
                + circle(74, 84, 4, stroke=INK, sw=2) + circle(84, 78, 5, stroke=INK, sw=2) + circle(90, 88, 3, stroke=INK, sw=2))
    elif kind == "hattip":
        body = head(hat_dx=8, hat_dy=-10, hat_rot=-18) + eyes() + mouth_smile + hand(84, 24)
    elif kind == "scratch":
        body = (head() + eyes("open", "open") + path("M 42 78 L 58 76", stroke=INK, sw=3)
                + hand(80, 40) + path("M 88 22 L 96 16 M 92 30 L 99 28 M 84 16 L 88 8", stroke=INK, sw=2.5)
                + path("M 32 48 L 44 50", stroke=INK, sw=3))
    elif kind == "yodel":
        body = (head() + eyes("shut", "shut") + ellipse(50, 78, 8, 10, fill="#7A2A22", stroke=INK, sw=3)
                + note(86, 60) + note(12, 40, 0.8))
    elif kind == "sneeze":
        body = (head() + eyes("squeeze", "squeeze") + ellipse(50, 78, 10, 6, fill="#7A2A22", stroke=INK, sw=3)
                + "".join(circle(50 + 30 * math.cos(a), 92 + 6 * math.sin(a), 2.5, fill="#6FB7E0") for a in (0.2, 1.2, 2.0, 2.9))
                + path("M 70 90 L 84 96 M 30 90 L 16 96 M 50 94 L 50 99", stroke="#6FB7E0", sw=2.5))
    elif kind == "whistle":
        body = (head() + eyes("open", "open") + circle(58, 76, 5, stroke=INK, sw=3)
                + path("M 66 74 Q 74 70 80 74 M 68 80 Q 78 80 84 84", stroke=INK, sw=2) + note(88, 58, 0.8))
    elif kind == "sapperlot":
        body = (head() + eyes("wide", "wide") + path("M 31 46 L 45 50 M 69 46 L 55 50", stroke=INK, sw=4)
                + path("M 40 82 Q 50 72 60 82", stroke=INK, sw=3)
                + poly([(78, 70), (96, 60), (88, 74), (99, 80), (82, 84)], fill="#F0E442", stroke=INK, sw=2)
                + poly([(4, 64), (16, 56), (14, 68), (22, 72), (8, 76)], fill="#F0E442", stroke=INK, sw=2))
    else:
        raise KeyError(kind)
    return svg(100, 100, body)


# ---------------------------------------------------------------- board, buildings, field icons
def board_svg() -> str:
    W, H = 1280, 720
    defs = (lin_grad("sky", 0, 0, 0, 330, [(0, "#6FB2DE"), (1, "#D7EEF7")])
            + lin_grad("meadow", 0, 250, 0, H, [(0, "#86BD62"), (1, "#5E9A45")]))
    body = rect(0, 0, W, H, fill="url(#sky)")
    body += circle(1120, 80, 40, fill="#FFF3B0") + circle(1120, 80, 54, fill="#FFF3B0", extra='opacity="0.35"')
    for cx, cy, s in ((200, 70, 1.0), (760, 50, 0.8), (980, 120, 0.6)):
        body += (ellipse(cx, cy, 60 * s, 18 * s, fill="#FFFFFF", extra='opacity="0.85"')
                 + ellipse(cx + 30 * s, cy - 12 * s, 36 * s, 18 * s, fill="#FFFFFF", extra='opacity="0.85"'))
    far = [(0, 230), (110, 150), (210, 200), (330, 110), (460, 210), (560, 160), (700, 230), (820, 120),
           (940, 190), (1060, 100), (1180, 180), (1280, 140), (1280, 330), (0, 330)]
    body += poly(far, fill="#8FA6B8")
    for (x0, y0), (x1, y1), (x2, y2) in zip(far[:-3], far[1:-2], far[2:-1]):
        if y1 < y0 and y1 < y2:
            body += poly([(x1, y1), (x1 - (x1 - x0) * 0.35, y1 + (y0 - y1) * 0.35), (x1 - 8, y1 + (y0 - y1) * 0.28),
                          (x1, y1 + (y0 - y1) * 0.4), (x1 + 10, y1 + (y2 - y1) * 0.3),
                          (x1 + (x2 - x1) * 0.35, y1 + (y2 - y1) * 0.35)], fill="#FFFFFF")
    near = [(0, 300), (180, 230), (360, 290), (520, 250), (700, 300), (900, 240), (1080, 290), (1280, 230), (1280, 360), (0, 360)]
    body += poly(near, fill="#6E8F5A")
    body += path("M 0 330 Q 320 280 640 320 Q 960 360 1280 300 L 1280 720 L 0 720 Z", fill="url(#meadow)")
    # calm middle; trees and flowers only at the edges
    for x, y, s in ((40, 360, 1.0), (90, 380, 1.2), (1200, 350, 1.1), (1240, 380, 0.9), (30, 640, 1.3), (1240, 660, 1.2)):
        body += (rect(x - 4 * s, y + 30 * s, 8 * s, 16 * s, fill=HEX["wood_dark"])
                 + poly([(x, y - 30 * s), (x + 22 * s, y + 34 * s), (x - 22 * s, y + 34 * s)], fill="#2E5E3A"))
    for x, y, c in ((150, 690, "#FFFFFF"), (180, 700, "#1F4FC4"), (1100, 690, "#FFFFFF"), (1130, 705, "#E6B422"),
                    (70, 560, "#1F4FC4"), (1210, 560, "#FFFFFF"), (230, 710, "#E6B422"), (1040, 712, "#1F4FC4")):
        body += circle(x, y, 5, fill=c) + circle(x, y, 2, fill="#E6B422" if c != "#E6B422" else "#FFFFFF")
    return svg(W, H, body, defs)


def hut_svg() -> str:
    body = (ellipse(100, 188, 90, 8, fill="#000000", extra='opacity="0.2"')
            + rect(26, 150, 148, 38, 2, fill=HEX["stone"], stroke=INK, sw=3)
            + "".join(path(f"M {x} 150 L {x} 188", stroke="#6F6F6A", sw=2) for x in (60, 100, 140))
            + rect(34, 86, 132, 66, 0, fill="#7A4A26", stroke=INK, sw=3)
            + "".join(line(34, y, 166, y, stroke="#5C3A1E", sw=2) for y in (100, 114, 128, 142))
            + rect(88, 112, 26, 40, 2, fill="#4A2C14", stroke=INK, sw=3)
            + rect(128, 100, 24, 20, 2, fill="#BFE0F2", stroke=INK, sw=3) + line(140, 100, 140, 120, sw=2)
            + rect(124, 100, 4, 20, fill=HEX["red"]) + rect(152, 100, 4, 20, fill=HEX["red"])
            + poly([(12, 92), (100, 30), (188, 92)], fill="#6F6F6A", stroke=INK, sw=4)
            + "".join(path(f"M {100 - d} {30 + d * 0.7} L {100 + d} {30 + d * 0.7}", stroke="#575752", sw=2) for d in (30, 55, 80))
            + rect(128, 34, 14, 30, 0, fill=HEX["stone"], stroke=INK, sw=3)
            + path("M 135 30 Q 128 18 140 10 Q 152 2 146 -6", stroke="#FFFFFF", sw=4, extra='opacity="0.7"'))
    return svg(200, 200, body)


def kaeserei_svg() -> str:
    body = (ellipse(120, 190, 112, 8, fill="#000000", extra='opacity="0.2"')
            + rect(16, 90, 208, 100, 0, fill="#F2E6C8", stroke=INK, sw=3)
            + rect(16, 150, 208, 40, 0, fill=HEX["stone"], stroke=INK, sw=3)
            + poly([(4, 96), (40, 40), (200, 40), (236, 96)], fill="#8C2A22", stroke=INK, sw=4)
            + "".join(line(40 + i * 32, 40, 24 + i * 38, 96, stroke="#6C1E18", sw=2) for i in range(6))
            + rect(96, 122, 48, 68, 3, fill="#5C3A1E", stroke=INK, sw=3) + line(120, 122, 120, 190, sw=2)
            + "".join(rect(x, 104, 30, 26, 2, fill="#BFE0F2", stroke=INK, sw=3) + line(x + 15, 104, x + 15, 130, sw=2)
                      for x in (34, 176))
            + circle(120, 74, 24, fill="#F4D35E", stroke=INK, sw=3)
            + path("M 120 74 L 144 74 A 24 24 0 0 0 136 56 Z", fill="#E0B93E", stroke=INK, sw=2)
            + circle(110, 66, 4, fill="#D9A52E") + circle(124, 86, 3, fill="#D9A52E") + circle(106, 82, 3, fill="#D9A52E")
            + rect(30, 160, 40, 26, 3, fill="#E8EEF2", stroke=INK, sw=2)
            + path("M 40 160 L 40 186 M 60 160 L 60 186", stroke="#2F6FB2", sw=3))
    return svg(240, 200, body)


def badge(inner, ring="#F6EEDC") -> str:
    return svg(100, 100, circle(50, 50, 47, fill=ring, stroke=INK, sw=3) + circle(50, 50, 40, fill="#DDEFD3") + inner)


def field_svg(kind) -> str:
    if kind == "cablecar":
        inner = m_cablecar()
    elif kind == "dog":
        inner = place(m_bernhardiner(), 50, 52, 66)
    elif kind == "cow":
        inner = (ellipse(50, 52, 24, 26, fill="#FFFFFF", stroke=INK, sw=3)
                 + path("M 30 34 Q 20 20 26 14 M 70 34 Q 80 20 74 14", stroke="#D9CFA8", sw=6)
                 + ellipse(24, 40, 9, 5, fill="#FFFFFF", stroke=INK, sw=2.5) + ellipse(76, 40, 9, 5, fill="#FFFFFF", stroke=INK, sw=2.5)
                 + path("M 34 34 Q 44 30 46 44 Q 36 50 32 42 Z", fill="#6B3F22")
                 + ellipse(50, 66, 15, 11, fill="#F0B5A8", stroke=INK, sw=2.5)
                 + circle(44, 66, 2.5, fill=INK) + circle(56, 66, 2.5, fill=INK)
                 + circle(41, 48, 3, fill=INK) + circle(59, 48, 3, fill=INK)
                 + place(m_kuhglocke(), 50, 86, 16))
    elif kind == "ibex":
        inner = place(m_steinbock(), 50, 52, 70)
    elif kind == "bull":
        inner = bull_head(50, 56, 0.62)
    else:
        raise KeyError(kind)
    return badge(inner)


def icon_svg() -> str:
    defs = lin_grad("sky", 0, 0, 0, 256, [(0, "#6FB2DE"), (1, "#D7EEF7")])
    body = (rect(4, 4, 248, 248, 44, fill=HEX["wood"], stroke=INK, sw=6)
            + rect(20, 20, 216, 216, 32, fill="url(#sky)")
            + poly([(20, 190), (96, 70), (140, 130), (176, 90), (236, 180), (236, 236), (20, 236)], fill="#8FA6B8")
            + poly([(96, 70), (78, 98), (90, 94), (100, 104), (114, 92)], fill="#FFFFFF")
            + poly([(176, 90), (164, 108), (176, 104), (190, 112)], fill="#FFFFFF")
            + path("M 20 196 Q 128 170 236 200 L 236 204 Q 236 236 204 236 L 52 236 Q 20 236 20 204 Z", fill="#3E8257")
            + group(rect(0, 0, 76, 106, 8, fill=HEX["paper"], stroke=INK, sw=4) + place(m_edelweiss(), 38, 53, 62), 120, 116, 1.0, 12)
            + rect(4, 4, 248, 248, 44, stroke=INK, sw=6))
    return svg(256, 256, body, defs)


# ---------------------------------------------------------------- altitude (cards/altitude)
def m_gams() -> str:
    """A chamois head: short black hooked horns, pale face with a dark stripe through each eye."""
    fur, face, stripe = "#9C6B3E", "#F3E6CC", "#3A2A1E"
    return (path("M 42 32 L 40 12 Q 39 3 31 5 Q 26 8 29 14", stroke=INK, sw=6.5)
            + path("M 58 32 L 60 12 Q 61 3 69 5 Q 74 8 71 14", stroke=INK, sw=6.5)
            + path("M 35 38 Q 18 24 12 30 Q 18 42 35 45 Z", fill=fur, stroke=INK, sw=3)
            + path("M 65 38 Q 82 24 88 30 Q 82 42 65 45 Z", fill=fur, stroke=INK, sw=3)
            + path("M 33 34 Q 50 24 67 34 L 62 80 Q 50 94 38 80 Z", fill=face, stroke=INK, sw=3.5)
            + path("M 40 33 Q 37 54 44 84", stroke=stripe, sw=7) + path("M 60 33 Q 63 54 56 84", stroke=stripe, sw=7)
            + circle(40.5, 52, 3.6, fill="#D99A3A") + circle(59.5, 52, 3.6, fill="#D99A3A")
            + circle(40.5, 52, 1.9, fill=INK) + circle(59.5, 52, 1.9, fill=INK)
            + ellipse(50, 86, 7, 5, fill=INK))


def m_birkhuhn() -> str:
    """A black grouse cock from the side: blue-black, white wing bar and undertail, red
    eyebrow, and the lyre-shaped tail curling outwards."""
    black, sheen = "#22232E", "#4A5C94"
    return (path("M 64 56 Q 86 50 92 34 Q 95 22 84 22", stroke=INK, sw=7)
            + path("M 64 64 Q 88 68 94 84 Q 96 95 85 94", stroke=INK, sw=7)
            + ellipse(80, 61, 13, 8, fill="#FFFFFF", stroke=INK, sw=2.5)
            + path("M 22 50 Q 30 40 50 43 Q 74 46 76 62 Q 72 82 48 82 Q 28 80 22 64 Z", fill=black, stroke=INK, sw=3)
            + path("M 32 52 Q 42 48 54 50", stroke=sheen, sw=4)
            + path("M 42 62 Q 54 58 66 64", stroke="#FFFFFF", sw=4.5)
            + path("M 40 82 L 37 94 M 54 82 L 56 94 M 31 95 L 41 95 M 52 95 L 62 95", stroke=INK, sw=3)
            + path("M 16 44 Q 14 32 24 27 Q 34 26 34 38 L 30 50 Z", fill=black, stroke=INK, sw=3)
            + path("M 15 31 Q 23 19 32 29 Q 24 27 15 31 Z", fill="#E0302A", stroke=INK, sw=1.5)
            + circle(23, 34, 3, fill="#FFFFFF") + circle(23, 34, 1.6, fill=INK)
            + poly([(16, 34), (8, 38), (16, 40)], fill="#4A4A4A", stroke=INK, sw=2))


# Five mountain faces, one per band of BAND values (game/titles/altitude/__init__.py), from valley
# meadow to summit snow. Each band has its own texture and its own stripe on a small peak, so
# it reads without its colour. (name, colour at the top of the card, at the bottom, on the peak)
ALTITUDE_BANDS = (("meadow", "#A6D27A", "#74AC4E", "#74AC4E"), ("forest", "#6AA650", "#3F7D3A", "#3F7D3A"),
                  ("pasture", "#D3CC92", "#ACA56A", "#ACA56A"), ("rock", "#B4B4AE", "#8A8A84", "#8A8A84"),
                  ("snow", "#FFFFFF", "#CFE0EC", "#FFFFFF"))
ALTITUDE_ANIMALS = {"marmot": (m_murmeltier, 1), "black_grouse": (m_birkhuhn, 2),
                    "chamois": (m_gams, 4), "ibex": (m_steinbock, 5)}  # motif and home band
PANEL = (14, 14, CW - 28, CH - 28)
MEDALLION = (CW / 2, 178, 58)


def scatter(cols, rows, seed, reach) -> list[tuple[float, float]]:
    """Points on a staggered, jittered grid, the same every run, where a drawing (reach: its
    half width, height above and depth below the point) stays inside the panel."""
    half, up, down = reach
    x0, y0 = PANEL[0] + 5 + half, PANEL[1] + 5 + up
    w, h = PANEL[2] - 10 - 2 * half, PANEL[3] - 10 - up - down
    state, out = seed, []
    for r in range(rows):
        for c in range(cols):
            jitter = []
            for _ in range(2):
                state = (state * 1103515245 + 12345) % 2 ** 31
                jitter.append((state >> 8) % 1000 / 1000 - 0.5)
            out.append((x0 + w * (c + (0.75 if r % 2 else 0.25) + 0.4 * jitter[0]) / cols,
                        y0 + h * (r + 0.5 + 0.6 * jitter[1]) / rows))
    return out


def t_meadow() -> str:
    out = ""
    for i, (x, y) in enumerate(scatter(5, 10, 7, (8, 14, 2))):
        if i % 3 == 0:
            out += circle(x, y - 4, 5.5, fill="#FFFFFF", stroke=INK, sw=1.5) + circle(x, y - 4, 2.2, fill=HEX["gold"])
        elif i % 3 == 1:
            out += path(f"M {f(x - 7)} {f(y)} L {f(x - 3)} {f(y - 11)} M {f(x)} {f(y)} L {f(x)} {f(y - 14)} "
                        f"M {f(x + 7)} {f(y)} L {f(x + 3)} {f(y - 11)}", stroke="#4E8B36", sw=3)
        else:
            out += path(f"M {f(x - 5)} {f(y - 12)} L {f(x - 5)} {f(y - 2)} Q {f(x)} {f(y + 2)} {f(x + 5)} {f(y - 2)} "
                        f"L {f(x + 5)} {f(y - 12)} L {f(x + 2)} {f(y - 8)} L {f(x)} {f(y - 13)} L {f(x - 2)} {f(y - 8)} Z",
                        fill="#1F4FC4", stroke=INK, sw=1.5)
    return out


def t_forest() -> str:
    out = ""
    for x, y in scatter(4, 8, 11, (17, 30, 8)):
        out += (rect(x - 3, y, 6, 8, fill=HEX["wood_dark"])
                + poly([(x, y - 30), (x + 13, y - 10), (x - 13, y - 10)], fill="#24502F", stroke=INK, sw=2)
                + poly([(x, y - 20), (x + 17, y + 2), (x - 17, y + 2)], fill="#24502F", stroke=INK, sw=2))
    return out


def t_pasture() -> str:
    out = ""
    for i, (x, y) in enumerate(scatter(5, 10, 5, (12, 13, 0))):
        if i % 2 == 0:
            out += (path(f"M {f(x - 12)} {f(y)} Q {f(x - 12)} {f(y - 12)} {f(x - 2)} {f(y - 13)} "
                         f"Q {f(x + 12)} {f(y - 12)} {f(x + 12)} {f(y)} Z", fill=HEX["stone"], stroke=INK, sw=2)
                    + path(f"M {f(x - 6)} {f(y - 8)} Q {f(x - 2)} {f(y - 11)} {f(x + 3)} {f(y - 10)}", stroke="#D8D8D2", sw=2.5))
        else:
            out += path(f"M {f(x - 6)} {f(y)} L {f(x - 3)} {f(y - 9)} M {f(x)} {f(y)} L {f(x)} {f(y - 11)} "
                        f"M {f(x + 6)} {f(y)} L {f(x + 3)} {f(y - 9)}", stroke="#6E7A3A", sw=2.5)
    return out


def t_rock() -> str:
    out = ""
    for x, y in scatter(4, 10, 3, (18, 20, 0)):
        out += (poly([(x - 18, y), (x - 6, y - 20), (x + 4, y - 12), (x + 18, y)], fill="#A2A29C", stroke=INK, sw=2)
                + path(f"M {f(x - 6)} {f(y - 20)} L {f(x - 2)} {f(y)} M {f(x + 4)} {f(y - 12)} L {f(x + 8)} {f(y)}",
                       stroke="#6F6F6A", sw=2))
    return out


def t_snow() -> str:
    out = ""
    for i, (x, y) in enumerate(scatter(5, 10, 13, (14, 14, 2))):
        if i % 2 == 0:
            out += poly(star_points(x, y - 6, 8, 0.3, 4), fill="#8DB6D2")
        else:
            out += path(f"M {f(x - 14)} {f(y)} Q {f(x - 4)} {f(y - 8)} {f(x + 14)} {f(y)}", stroke="#A9C8DD", sw=3)
    return out


BAND_TEXTURE = {"meadow": t_meadow, "forest": t_forest, "pasture": t_pasture, "rock": t_rock, "snow": t_snow}


def altitude_frame(frame, panel_fill) -> str:
    return (rect(2, 2, CW - 4, CH - 4, 16, fill=frame, stroke=INK, sw=3)
            + rect(*PANEL, 10, fill=panel_fill, stroke=INK, sw=2))


def band_panel(band) -> tuple[str, str]:
    """(defs, body) of a band's coloured, textured panel; band counts from 0."""
    name, top, bottom, _ = ALTITUDE_BANDS[band]
    defs = lin_grad("band", 0, PANEL[1], 0, PANEL[1] + PANEL[3], [(0, top), (1, bottom)])
    return defs, rect(*PANEL, 10, fill="url(#band)", stroke=INK, sw=2) + BAND_TEXTURE[name]()


def altitude_tabs(symbol=None) -> str:
    """The number tabs top left and bottom right (game/ui/art.py writes the number in them);
    a card without a number shows `symbol` (a 100x100 drawing) in both instead."""
    w, h = ALTITUDE_TAB[2] * CW, ALTITUDE_TAB[3] * CH
    out = ""
    for x, y in ((ALTITUDE_TAB[0] * CW, ALTITUDE_TAB[1] * CH), (CW * (1 - ALTITUDE_TAB[0]) - w, CH * (1 - ALTITUDE_TAB[1]) - h)):
        out += rect(x, y, w, h, 12, fill=HEX["paper"], stroke=INK, sw=3)
        if symbol is not None:
            out += place(symbol, x + w / 2, y + h / 2, h * 0.86)
    return out


def peak_marker(band) -> str:
    """A small peak in five stripes, this band's stripe in its colour, outlined and pointed at."""
    cx, cy, r = MEDALLION
    base, top, half = cy + 34, cy - 40, 42
    step = (base - top) / len(ALTITUDE_BANDS)

    def stripe(k):
        yb, yt = base - k * step, base - (k + 1) * step
        hb, ht = half * (yb - top) / (base - top), half * (yt - top) / (base - top)
        return [(cx - hb, yb), (cx + hb, yb), (cx + ht, yt), (cx - ht, yt)]

    out = circle(cx, cy, r, fill=HEX["paper"], stroke=INK, sw=3)
    out += poly([(cx - half, base), (cx, top), (cx + half, base)], fill=HEX["paper_shade"], stroke=INK, sw=3)
    for k in range(1, len(ALTITUDE_BANDS)):
        (x1, y), (x2, _) = stripe(k)[:2]
        out += line(x1, y, x2, y, stroke=HEX["ink_soft"], sw=1.5)
    out += poly(stripe(band), fill=ALTITUDE_BANDS[band][3])
    mark = stripe(band)
    out += poly(mark, stroke=INK, sw=3.5)
    ym = (mark[0][1] + mark[3][1]) / 2
    xm = (mark[1][0] + mark[2][0]) / 2 + 5
    return out + poly([(xm, ym), (xm + 14, ym - 8), (xm + 14, ym + 8)], fill=HEX["red"], stroke=INK, sw=2)


def altitude_mountain(band) -> str:
    defs, panel = band_panel(band - 1)
    body = rect(2, 2, CW - 4, CH - 4, 16, fill=HEX["paper"], stroke=INK, sw=3) + panel
    return svg(CW, CH, body + peak_marker(band - 1) + altitude_tabs(), defs)


def altitude_animal(kind) -> str:
    motif, home = ALTITUDE_ANIMALS[kind]
    defs, panel = band_panel(home - 1)
    body = rect(2, 2, CW - 4, CH - 4, 16, fill=HEX["gold"], stroke=INK, sw=3) + panel
    body += circle(CW / 2, 184, 88, fill=HEX["paper"], stroke=HEX["gold"], sw=8) + circle(CW / 2, 184, 92, stroke=INK, sw=2.5)
    body += place(motif(), CW / 2, 184, 150)
    return svg(CW, CH, body + altitude_tabs(), defs)


def altitude_cablecar() -> str:
    defs = lin_grad("sky", 0, 14, 0, CH - 14, [(0, "#6FB2DE"), (1, "#D7EEF7")])
    body = altitude_frame("#2F6FB2", "url(#sky)")
    body += poly([(16, 300), (76, 214), (116, 258), (178, 170), (234, 250), (234, 326), (226, 334), (24, 334), (16, 326)], fill="#8FA6B8")
    body += poly([(178, 170), (164, 190), (176, 186), (190, 196)], fill="#FFFFFF")
    body += path("M 16 312 Q 125 286 234 306 L 234 326 Q 234 336 224 336 L 26 336 Q 16 336 16 326 Z", fill=HEX["meadow"])
    body += line(16, 196, 234, 150, sw=4)
    body += place(m_cablecar(), CW / 2, 200, 180)
    return svg(CW, CH, body + altitude_tabs(), defs)


def convex_clip(points, clip) -> list[tuple[float, float]]:
    """Sutherland-Hodgman: the part of polygon `points` inside the convex, clockwise polygon `clip`."""
    out = list(points)
    for (ax, ay), (bx, by) in zip(clip, clip[1:] + clip[:1]):
        inside = [(bx - ax) * (py - ay) - (by - ay) * (px - ax) >= 0 for px, py in out]
        kept = []
        for i, (p, q) in enumerate(zip(out, out[1:] + out[:1])):
            q_in = inside[(i + 1) % len(out)]
            if inside[i]:
                kept.append(p)
            if inside[i] != q_in:
                dp = (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)
                dq = (bx - ax) * (q[1] - ay) - (by - ay) * (q[0] - ax)
                t = dp / (dp - dq)
                kept.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
        out = kept
        if not out:
            break
    return out


def card_outline(inset=2.0, r=16.0) -> list[tuple[float, float]]:
    """The card's rounded outline as a convex polygon, clockwise on screen."""
    corners = ((CW - inset - r, inset + r, -90), (CW - inset - r, CH - inset - r, 0),
               (inset + r, CH - inset - r, 90), (inset + r, inset + r, 180))
    return [pt for cx, cy, a in corners for pt in arc_points(cx, cy, r, r, a, a + 90, 6)]


def warning_sign() -> str:
    return (poly([(50, 6), (96, 90), (4, 90)], fill="#FFFFFF", stroke=HEX["red"], sw=12)
            + poly([(50, 6), (96, 90), (4, 90)], stroke=INK, sw=2.5)
            + rect(45, 34, 10, 32, 4, fill=INK) + circle(50, 77, 6, fill=INK))


def altitude_avalanche() -> str:
    """Snow breaking off a peak and rolling down in a billowing front, in a red frame striped
    white like a road barrier."""
    defs = lin_grad("sky", 0, 14, 0, CH - 14, [(0, "#8FB0C8"), (1, "#DCE8F0")])
    body = rect(2, 2, CW - 4, CH - 4, 16, fill=HEX["red"])
    outline = card_outline()
    for i in range(-12, 14):
        x = i * 34
        body += poly(convex_clip([(x, 0), (x + 16, 0), (x + 16 + CH * 0.6, CH), (x + CH * 0.6, CH)], outline), fill="#FFFFFF")
    body += rect(2, 2, CW - 4, CH - 4, 16, stroke=INK, sw=3) + rect(18, 18, CW - 36, CH - 36, 8, fill="url(#sky)", stroke=INK, sw=3)
    body += poly([(20, 250), (90, 170), (120, 190), (196, 84), (230, 120), (230, 324), (222, 330), (28, 330), (20, 322)],
                 fill="#6F6A64", stroke=INK, sw=2.5)
    body += poly([(196, 84), (180, 106), (192, 102), (204, 112), (214, 100), (230, 120), (230, 104)], fill="#FFFFFF")
    # the slab torn off below the peak, the slide, and its billowing front
    body += path("M 200 100 L 222 128 L 214 134 L 194 110 Z", fill="#FFFFFF", stroke=INK, sw=2)
    body += path("M 222 128 Q 200 170 168 200 Q 130 236 104 262 L 60 262 Q 100 214 150 170 Q 180 140 196 112 Z",
                 fill="#FFFFFF", stroke=INK, sw=2.5)
    for x, y, r in ((126, 214, 20), (100, 236, 22), (74, 256, 24), (52, 284, 20), (96, 274, 20), (140, 246, 16),
                    (66, 306, 14), (120, 292, 14)):
        body += circle(x, y, r, fill="#FFFFFF", stroke=INK, sw=2.5)
        body += path(f"M {f(x - r * 0.6)} {f(y + r * 0.2)} Q {f(x)} {f(y + r * 0.7)} {f(x + r * 0.6)} {f(y + r * 0.1)}",
                     stroke="#A9C8DD", sw=3)
    for x, y, r in ((34, 240, 7), (40, 318, 6), (150, 300, 8)):  # snow tumbling ahead of the front
        body += circle(x, y, r, fill="#FFFFFF", stroke=INK, sw=2)
    body += path("M 186 150 L 204 160 M 166 178 L 188 190 M 148 200 L 164 212", stroke=INK, sw=2.5)
    return svg(CW, CH, body + altitude_tabs(warning_sign()), defs)


def swiss_cross() -> str:
    return (rect(8, 8, 84, 84, 14, fill="#D52B1E", stroke=INK, sw=3)
            + path("M 40 22 L 60 22 L 60 40 L 78 40 L 78 60 L 60 60 L 60 78 L 40 78 L 40 60 L 22 60 L 22 40 L 40 40 Z", fill="#FFFFFF"))


def altitude_bernard() -> str:
    defs = lin_grad("snow", 0, 14, 0, CH - 14, [(0, "#E4EEF5"), (1, "#FFFFFF")])
    body = altitude_frame(HEX["wood"], "url(#snow)")
    body += path("M 16 270 Q 90 240 150 262 Q 200 280 234 254 L 234 326 Q 234 336 224 336 L 26 336 Q 16 336 16 326 Z", fill="#CFE0EC")
    for x, y in ((40, 100), (200, 96), (56, 290), (196, 300), (120, 318), (36, 200), (214, 196)):
        body += poly(star_points(x, y, 8, 0.3, 4), fill="#8DB6D2")
    body += place(m_bernhardiner(), CW / 2, 184, 186)
    return svg(CW, CH, body + altitude_tabs(swiss_cross()), defs)


def back_altitude() -> str:
    """A night-to-alpenglow sky and a mountain of cards, floor by floor in the bands' colours."""
    defs = lin_grad("glow", 0, 14, 0, CH - 14, [(0, HEX["night"]), (0.55, "#8C6BA8"), (1, "#F2B8A2")])
    body = altitude_frame(HEX["night_deep"], "url(#glow)")
    for sx, sy, r in ((50, 46, 4), (200, 40, 5), (120, 70, 3), (34, 110, 3), (214, 104, 3.5)):
        body += poly(star_points(sx, sy, r * 1.6), fill="#FFF6C8")
    cw, chh, rise = 42, 60, 38
    for floor in range(5):
        n = 5 - floor
        _, top, bottom, _ = ALTITUDE_BANDS[floor]
        for i in range(n):
            x = CW / 2 - (n * cw) / 2 + i * cw
            y = 262 - floor * rise
            body += rect(x + 1, y, cw - 2, chh, 5, fill=bottom, stroke=INK, sw=2.5)
            body += rect(x + 5, y + 4, cw - 10, chh * 0.3, 3, fill=top)
    return svg(CW, CH, body, defs)


ALTITUDE_FACES = {**{f"mountain-{band}": (lambda b=band: altitude_mountain(b)) for band in range(1, len(ALTITUDE_BANDS) + 1)},
                  **{kind: (lambda k=kind: altitude_animal(k)) for kind in ALTITUDE_ANIMALS},
                  "cablecar": altitude_cablecar, "avalanche": altitude_avalanche, "bernard": altitude_bernard,
                  "back": back_altitude}


# ---------------------------------------------------------------- output
def all_files() -> dict[str, str]:
    """Relative path under assets/ -> SVG text."""
    out = {}
    for suit in SUITS:
        out[f"cards/suits/{suit}.svg"] = svg(100, 100, SUIT_DRAW[suit]())
        for rank in RANKS:
            out[f"cards/jass/{suit}-{rank}.svg"] = jass_court(suit, rank) if rank in COURT_LETTER else jass_number(suit, int(rank))
    out["cards/jass/joker-tell.svg"] = joker_tell()
    out["cards/jass/joker-helvetia.svg"] = joker_helvetia()
    for motif in MOTIFS:
        for n in (1, 2, 3):
            out[f"cards/gaemsh/{motif}-day-{n}.svg"] = gaemsh_day(motif, n)
        out[f"cards/gaemsh/{motif}-night.svg"] = gaemsh_night(motif)
    for kind in FOEHN:
        out[f"cards/gaemsh/foehn-{kind}.svg"] = foehn_card(kind)
    for v in MILK_VALUES:
        out[f"cards/milk/milk-{'minus-' if v < 0 else ''}{abs(v)}.svg"] = milk_card_svg(v)
    out["cards/backs/jass.svg"] = back_jass()
    out["cards/backs/gaemsh.svg"] = back_gaemsh()
    out["cards/backs/milk.svg"] = back_milk()
    for face, draw in ALTITUDE_FACES.items():
        out[f"cards/altitude/{face}.svg"] = draw()
    for seat in range(6):
        out[f"board/kettle-{seat}.svg"] = kettle_svg(seat)
    for colour in ("white", "black"):
        for v in range(1, 7):
            out[f"board/die-{colour}-{v}.svg"] = die_svg(colour, v)
    out["board/background.svg"] = board_svg()
    out["board/hut.svg"] = hut_svg()
    out["board/kaeserei.svg"] = kaeserei_svg()
    for kind in FIELDS:
        out[f"board/field-{kind}.svg"] = field_svg(kind)
    for kind in POSES:
        out[f"emotes/{kind}.svg"] = emote_svg(kind)
    out["icon.svg"] = icon_svg()
    return out


def write_all() -> int:
    files = all_files()
    for rel, text in files.items():
        target = ASSETS / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return len(files)


def write_icon_png() -> None:
    import pygame
    pygame.image.save(pygame.image.load_sized_svg(str(ASSETS / "icon.svg"), (256, 256)), str(ASSETS / "icon.png"))
    write_icon_ico(ASSETS / "icon.ico")
    write_icon_icns(ASSETS / "icon.icns")


def icon_png(size: int) -> bytes:
    """icon.svg drawn at `size` px as PNG bytes: each size is drawn from the vector art, so
    the small ones stay sharp instead of being shrunk from the big one."""
    import io
    import pygame
    picture = io.BytesIO()
    pygame.image.save(pygame.image.load_sized_svg(str(ASSETS / "icon.svg"), (size, size)), picture, "icon.png")
    return picture.getvalue()


# What Windows shows (taskbar, Explorer's views at 100-200 % scaling, Alt+Tab) and what a
# macOS Finder, Dock and Launchpad show (128, 256 and 512: 256 and 512 serve the Retina 2x).
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
ICNS_TYPES = {128: b"ic07", 256: b"ic08", 512: b"ic09"}


def write_icon_ico(ico: Path) -> None:
    """A Windows icon with a PNG entry per size (the ICO format allows PNG entries since
    Windows Vista), so PyInstaller needs no image library to put it on alpenparty.exe."""
    pictures = [icon_png(size) for size in ICO_SIZES]
    offset = 6 + 16 * len(pictures)
    header = struct.pack("<HHH", 0, 1, len(pictures))  # reserved, type 1 = icon, count
    entries = b""
    for size, data in zip(ICO_SIZES, pictures):
        side = size % 256  # 0 means 256 px
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    ico.write_bytes(header + entries + b"".join(pictures))


def write_icon_icns(icns: Path) -> None:
    """A macOS icon (for build.spec's .app bundle): 'icns', the total length, then one PNG
    entry per size, each a four-letter type and its length (big-endian, header included)."""
    entries = b"".join(kind + struct.pack(">I", 8 + len(data)) + data
                       for kind, data in ((kind, icon_png(size)) for size, kind in ICNS_TYPES.items()))
    icns.write_bytes(b"icns" + struct.pack(">I", 8 + len(entries)) + entries)


def contact_sheet(target: Path) -> None:
    """Render every face through game.ui.art into one PNG, for a person to look at."""
    import pygame
    from game.ui import palette
    from game.titles.cambio import JASS_IDS
    from game.titles.gaemsh import CARD_IDS as GAEMSH_IDS
    from game.titles.stafette import milk_id
    from game.ui.art import Art
    art = Art()
    cw, ch = 100, 140
    tiles: list[pygame.Surface] = []
    tiles += [art.card_face(cid, (cw, ch)) for cid in JASS_IDS + GAEMSH_IDS]
    tiles += [art.card_face(milk_id(v), (cw, ch)) for v in MILK_VALUES]
    tiles += [art.card_back(deck, (cw, ch)) for deck in ("jass", "gaemsh", "milk")]
    small = [art.die_face(c, v, (60, 60)) for c in ("white", "black") for v in range(1, 7)]
    small += [art.kettle(s, (60, 60)) for s in range(6)]
    small += [art.emote(e, i % 7, (60, 60)) for i, e in enumerate(EMOTES)]
    small += [art.field_icon(k, (60, 60)) for k in FIELDS]
    cols = 16
    rows = -(-len(tiles) // cols)
    width = cols * (cw + 6) + 6
    srows = -(-len(small) // 20)
    height = rows * (ch + 6) + 6 + srows * 66 + 6 + 360 + 6 + 140
    sheet = pygame.Surface((width, height))
    sheet.fill(palette.TABLE_FELT)
    for i, tile in enumerate(tiles):
        sheet.blit(tile, (6 + (i % cols) * (cw + 6), 6 + (i // cols) * (ch + 6)))
    y = 6 + rows * (ch + 6)
    for i, tile in enumerate(small):
        sheet.blit(tile, (6 + (i % 20) * 66, y + (i // 20) * 66))
    y += srows * 66 + 6
    sheet.blit(art.board_background((640, 360)), (6, y))
    sheet.blit(art.building("hut", (200, 200)), (660, y))
    sheet.blit(art.building("kaeserei", (240, 200)), (870, y))
    for s in range(7):
        palette.draw_seat_symbol(sheet, s, (680 + s * 60, y + 260), 20)
    sheet.blit(art.card_face("rosen-7", (250, 350)), (1120, y))
    sheet.blit(art.card_face("steinbock-night", (250, 350)), (1380, y))
    target.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(target))


ALTITUDE_SHEET_IDS = ("mountain-1", "mountain-10", "mountain-11", "mountain-20", "mountain-21", "mountain-30",
                      "mountain-31", "mountain-40", "mountain-41", "mountain-50", "marmot-14", "black_grouse-24",
                      "chamois-40", "ibex-50", "cablecar-1", "avalanche-1", "bernard-1")
# A small mountain as the rules lay it (game/titles/altitude/mountain.py): floor by floor from
# the base, each card higher than the two it rests on; an opponent's avalanche, and a cable car on it.
ALTITUDE_SHEET_MOUNTAIN = (("mountain-4", "mountain-9", "cablecar-2", "mountain-7", "mountain-12"),
                           ("mountain-15", "mountain-18", "mountain-13", "avalanche-3"),
                           ("marmot-26", "chamois-28", "cablecar-5"),
                           ("mountain-37", "ibex-44"),
                           ("mountain-49",))


def altitude_sheet(target: Path) -> None:
    """Every Altitude face at 96x144 and at 48x72, and a small mountain of cards at both sizes
    (a floor rises by half a card and rests half on each of the two cards below), in one PNG."""
    import pygame
    from game.ui import palette
    from game.ui.art import Art
    art = Art()

    def face(index, size):
        if index == len(ALTITUDE_SHEET_IDS):
            return art.card_back("altitude", size)
        return art.card_face(ALTITUDE_SHEET_IDS[index], size)

    def faces(x, y, size, per_row=9, gap=6):
        for i in range(len(ALTITUDE_SHEET_IDS) + 1):
            sheet.blit(face(i, size), (x + (i % per_row) * (size[0] + gap), y + (i // per_row) * (size[1] + gap)))

    def mountain(x, bottom, size):
        w, h = size
        for floor, row in enumerate(ALTITUDE_SHEET_MOUNTAIN):
            for i, cid in enumerate(row):
                sheet.blit(art.card_face(cid, size), (x + (i + floor / 2) * w, bottom - h - floor * h / 2))

    sheet = pygame.Surface((6 + 9 * 102 + 24 + 5 * 96 + 6, 6 + 2 * 150 + 12 + 3 * 72 + 6))
    sheet.fill(palette.TABLE_FELT)
    faces(6, 6, (96, 144))
    faces(6, 6 + 2 * 150 + 12, (48, 72))
    mountain(6 + 9 * 54 + 40, sheet.get_height() - 6, (48, 72))
    mountain(6 + 9 * 102 + 24, sheet.get_height() - 6, (96, 144))
    target.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(target))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheet", type=Path, help="also render a contact sheet PNG of all faces")
    parser.add_argument("--altitude-sheet", type=Path, help="also render a contact sheet PNG of the Altitude cards")
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    count = write_all()
    import pygame
    pygame.init()
    write_icon_png()
    print(f"wrote {count} SVG files, icon.png, icon.ico and icon.icns under {ASSETS}")
    if args.sheet:
        contact_sheet(args.sheet)
        print(f"contact sheet: {args.sheet}")
    if args.altitude_sheet:
        altitude_sheet(args.altitude_sheet)
        print(f"Altitude contact sheet: {args.altitude_sheet}")


if __name__ == "__main__":
    main()
