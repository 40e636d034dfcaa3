"""How colours look to people with the three common colour vision deficiencies, how far apart two
colours look, and how well text reads on its background. Pure arithmetic on sRGB triples (no pygame),
for the palette's tests and the tool that makes the simulated screenshots (tools/colour_sim.py).

- Simulation: Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of
  Color Vision Deficiency", IEEE TVCG 15(6), 2009; their matrices for severity 1.0 (dichromacy:
  protanopia, deuteranopia, tritanopia), applied to linear RGB.
- Distance: CIEDE2000 (Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula:
  Implementation Notes, Supplementary Test Data, and Mathematical Observations", 2005) between
  CIE L*a*b* colours (D65 white).
- Contrast: WCAG 2.x relative luminance and contrast ratio (www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
"""
from __future__ import annotations

import math
from typing import Sequence

Colour = tuple[int, int, int]

# Machado et al. 2009, severity 1.0, rows give linear R', G', B' from linear R, G, B.
MACHADO: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
DEFICIENCIES = tuple(MACHADO)
VISIONS = ("typical", *DEFICIENCIES)

# sRGB (linear) to CIE XYZ, D65 white (IEC 61966-2-1).
_TO_XYZ = ((0.4124564, 0.3575761, 0.1804375),
           (0.2126729, 0.7151522, 0.0721750),
           (0.0193339, 0.1191920, 0.9503041))
_WHITE = (0.95047, 1.0, 1.08883)


def to_linear(channel: float) -> float:
    """An sRGB channel 0..255 as linear light 0..1."""
    value = channel / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def from_linear(value: float) -> int:
    value = min(1.0, max(0.0, value))
    encoded = value * 12.92 if value <= 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055
    return round(encoded * 255)


def simulate(colour: Sequence[int], vision: str) -> Colour:
    """`colour` as seen with `vision` ("typical" or one of DEFICIENCIES)."""
    rgb = (colour[0], colour[1], colour[2])
    if vision == "typical":
        return rgb
    linear = [to_linear(channel) for channel in rgb]
    return tuple(from_linear(sum(weight * value for weight, value in zip(row, linear)))
                 for row in MACHADO[vision])  # type: ignore[return-value]


def simulate_pixels(rgb: bytes, vision: str) -> bytes:
    """Packed RGB pixels (a picture's bytes) as seen with `vision`, each distinct colour worked out once."""
    seen: dict[bytes, bytes] = {}
    out = bytearray(len(rgb))
    for index in range(0, len(rgb), 3):
        pixel = rgb[index:index + 3]
        shown = seen.get(pixel)
        if shown is None:
            shown = seen[pixel] = bytes(simulate(pixel, vision))
        out[index:index + 3] = shown
    return bytes(out)


def lab(colour: Sequence[int]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    linear = [to_linear(channel) for channel in colour[:3]]
    xyz = [sum(weight * value for weight, value in zip(row, linear)) / white for row, white in zip(_TO_XYZ, _WHITE)]

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
    fx, fy, fz = (f(t) for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(first: Sequence[int], second: Sequence[int]) -> float:
    """CIEDE2000 colour difference of two sRGB colours (about 2.3 is just noticeable side by side)."""
    return ciede2000(lab(first), lab(second))


def ciede2000(lab1: Sequence[float], lab2: Sequence[float]) -> float:
    """CIEDE2000 with kL = kC = kH = 1 (Sharma et al. 2005, equations 1-22)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360 if c1 else 0.0
    h2 = math.degrees(math.atan2(b2, a2)) % 360 if c2 else 0.0
    dl, dc = l2 - l1, c2 - c1
    dh = 0.0
    if c1 * c2:
        dh = h2 - h1
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    dh_big = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    l_mean, c_mean = (l1 + l2) / 2, (c1 + c2) / 2
    h_mean = h1 + h2
    if c1 * c2:
        if abs(h1 - h2) <= 180:
            h_mean = (h1 + h2) / 2
        else:
            h_mean = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6)) - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * c_mean
    s_h = 1 + 0.015 * c_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (dh_big / s_h) ** 2 + r_t * (dc / s_c) * (dh_big / s_h))


def luminance(colour: Sequence[int]) -> float:
    """WCAG relative luminance, 0 (black) to 1 (white)."""
    r, g, b = (to_linear(channel) for channel in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(first: Sequence[int], second: Sequence[int]) -> float:
    """WCAG contrast ratio, 1 to 21; text wants 4.5 at least (AA)."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)
