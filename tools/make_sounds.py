"""Make every sound of Alpenparty and write it to assets/sounds/<name>.ogg.

Run from the repository root:  python tools/make_sounds.py
Effects and the menu music are synthesised with numpy; the shouted calls are spoken by
espeak-ng and shaped with sox (apt-get install espeak-ng sox libsox-fmt-all). sox also
encodes the Ogg Vorbis files. The game itself needs none of these tools.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"
RATE = 22050
RNG = np.random.default_rng(1291)  # fixed seed: the same files every run

# name -> (German words, espeak voice, pitch, speed)
SHOUTS = {
    "gaemsh": ("Gämsch!", "de+m3", 62, 165),
    "double_gaemsh": ("Doppel-Gämsch!", "de+m3", 66, 175),
    "counter_gaemsh": ("Konter-Gämsch!", "de+m1", 55, 175),
    "outgaemshed": ("Ausgegämscht!", "de+m1", 50, 165),
    "faessler": ("Fässler!", "de+m3", 60, 160),
    "tausch": ("Tausch!", "de+f2", 60, 160),
    "rempeln": ("Rempeln!", "de+m2", 58, 170),
    "sneeze": ("Haaa-tschi!", "de+m3", 75, 150),
    "sapperlot": ("Sapperlot!", "de+m1", 45, 150),
}


# ---------------------------------------------------------------- building blocks
def t(dur: float) -> np.ndarray:
    return np.arange(int(dur * RATE)) / RATE


def env(n: int, attack: float = 0.005, release: float = 0.05, curve: float = 1.0) -> np.ndarray:
    """Attack-release envelope with an exponential-ish decay over the whole length."""
    e = np.ones(n)
    a = max(1, int(attack * RATE))
    r = max(1, int(release * RATE))
    e[:a] = np.linspace(0, 1, a)
    e[-r:] *= np.linspace(1, 0, r)
    if curve != 1.0:
        e *= np.linspace(1, 0, n) ** curve
    return e


def sine(freq, dur, phase=0.0) -> np.ndarray:
    freq = np.broadcast_to(np.asarray(freq, float), (int(dur * RATE),))
    return np.sin(2 * np.pi * np.cumsum(freq) / RATE + phase)


def saw(freq, dur) -> np.ndarray:
    freq = np.broadcast_to(np.asarray(freq, float), (int(dur * RATE),))
    ph = np.cumsum(freq) / RATE
    return 2 * (ph - np.floor(ph + 0.5))


def noise(dur) -> np.ndarray:
    return RNG.uniform(-1, 1, int(dur * RATE))


def band(x: np.ndarray, lo: float, hi: float) -> np.ndarray:
    """Band-pass by masking the spectrum (soft edges)."""
    spec = np.fft.rfft(x)
    fr = np.fft.rfftfreq(len(x), 1 / RATE)
    mask = 1 / (1 + (lo / np.maximum(fr, 1)) ** 4) / (1 + (fr / hi) ** 4)
    return np.fft.irfft(spec * mask, len(x))


def formants(x: np.ndarray, peaks) -> np.ndarray:
    """Shape a buzzy source with vowel formants (list of (freq, width))."""
    spec = np.fft.rfft(x)
    fr = np.fft.rfftfreq(len(x), 1 / RATE)
    mask = sum(np.exp(-((fr - f0) / w) ** 2) for f0, w in peaks)
    return np.fft.irfft(spec * mask, len(x))


def at(total: float, *parts) -> np.ndarray:
    """Mix (start_seconds, signal) parts into one buffer of the given length."""
    out = np.zeros(int(total * RATE))
    for start, sig in parts:
        i = int(start * RATE)
        n = min(len(sig), len(out) - i)
        out[i:i + n] += sig[:n]
    return out


def norm(x: np.ndarray, peak: float = 0.9) -> np.ndarray:
    m = np.max(np.abs(x))
    return x * (peak / m) if m > 0 else x


def bell(freq, dur, decay=4.0) -> np.ndarray:
    tt = t(dur)
    partials = ((1, 1.0), (2.0, 0.5), (3.01, 0.25), (4.2, 0.12))
    return sum(a * np.sin(2 * np.pi * freq * r * tt) * np.exp(-decay * r * tt) for r, a in partials) * env(len(tt), 0.002, 0.02)


def click(dur=0.03, lo=1500, hi=5000) -> np.ndarray:
    x = band(noise(dur), lo, hi)
    return x * np.exp(-t(dur) * 160)


# ---------------------------------------------------------------- effects
def card_flip():
    return at(0.14, (0, click(0.05, 1200, 6000)), (0.05, 0.6 * click(0.06, 800, 4000)))


def card_slide():
    x = band(noise(0.3), 900, 5000)
    return x * np.sin(np.linspace(0, np.pi, len(x))) ** 2


def card_burn():
    hiss = band(noise(1.0), 300, 3000) * env(int(RATE), 0.15, 0.4) * 0.5
    crackle = np.zeros(RATE)
    for i in RNG.integers(0, RATE - 800, 45):
        crackle[i:i + 600] += click(600 / RATE, 1500, 7000) * RNG.uniform(0.3, 1.0)
    whoosh = band(noise(1.0), 100, 600) * np.sin(np.linspace(0, np.pi, RATE)) * 0.8
    return hiss + crackle + whoosh


def slap():
    tt = t(0.22)
    thump = np.sin(2 * np.pi * 90 * tt) * np.exp(-tt * 30)
    crack = band(noise(0.22), 600, 8000) * np.exp(-tt * 55)
    return thump * 0.8 + crack


def dice_roll():
    parts, s = [], 0.0
    for k in range(11):
        parts.append((s, click(0.04, 1800, 5000) * (1 - k / 14)))
        s += RNG.uniform(0.04, 0.09) * (1 + k / 6)
    return at(s + 0.1, *parts)


def dice_hit():
    tt = t(0.15)
    return at(0.15, (0, click(0.08, 1500, 6000))) + 0.5 * np.sin(2 * np.pi * 180 * tt) * np.exp(-tt * 40)


def kettle_hop():
    tt = t(0.45)
    tone = sum(a * np.sin(2 * np.pi * 420 * r * tt * (1 + 0.08 * tt)) * np.exp(-tt * 9 * r)
               for r, a in ((1, 1), (2.76, 0.5), (5.4, 0.25)))
    return tone + 0.4 * click(0.45, 200, 1200)


def cable_car():
    tt = t(1.4)
    hum = (np.sin(2 * np.pi * 95 * tt) + 0.5 * np.sin(2 * np.pi * 190 * tt) + 0.3 * saw(285, 1.4)) * 0.35
    hum *= env(len(tt), 0.3, 0.4)
    rattle = at(1.4, *[(0.25 + 0.21 * k, 0.4 * click(0.03, 2000, 6000)) for k in range(5)])
    return hum + rattle + at(1.4, (0, bell(1320, 0.8) * 0.6))


def dog_bark():
    def woof():
        tt = t(0.17)
        f = np.linspace(620, 330, len(tt))
        src = saw(f, 0.17) * (1 + 0.5 * np.sin(2 * np.pi * 35 * tt)) + 0.4 * noise(0.17)
        return formants(src, ((550, 180), (1200, 300), (2500, 400))) * env(len(tt), 0.01, 0.06)
    return at(0.55, (0, woof()), (0.26, woof() * 0.85))


def cow_moo():
    dur = 1.3
    tt = t(dur)
    f = 118 - 18 * tt / dur + 3 * np.sin(2 * np.pi * 5 * tt)
    src = saw(f, dur)
    open_vowel = np.clip(tt / 0.35, 0, 1)
    body = formants(src, ((300, 90), (700, 160), (2400, 300)))
    mouth = formants(src, ((250, 60),))
    return (body * open_vowel + mouth * (1 - open_vowel)) * env(len(tt), 0.08, 0.35)


def ibex():
    dur = 0.6
    tt = t(dur)
    f = 380 * (1 + 0.04 * np.sin(2 * np.pi * 14 * tt))
    src = saw(f, dur) * (0.6 + 0.4 * np.sin(2 * np.pi * 14 * tt))
    return formants(src, ((700, 150), (1600, 250), (2800, 300))) * env(len(tt), 0.02, 0.2)


def bull():
    dur = 1.0
    tt = t(dur)
    snort = band(noise(dur), 150, 1400) * np.exp(-((tt - 0.15) / 0.1) ** 2) * 1.5
    growl = formants(saw(72 + 6 * np.sin(2 * np.pi * 3 * tt), dur), ((250, 80), (500, 120)))
    return snort + growl * env(len(tt), 0.25, 0.3) * 2.5


def point():
    return at(0.6, (0, bell(1318, 0.5, 6)), (0.09, bell(1976, 0.5, 6)))


def win():
    notes = (523, 659, 784, 1047)
    return at(1.4, *[(0.12 * i, bell(f0, 1.3 - 0.12 * i, 3)) for i, f0 in enumerate(notes)],
              (0.48, bell(1319, 0.9, 3) * 0.5))


def fanfare():
    """The results' cheer for the winners: a short brass call (da-da-da-daaa) over a chord,
    with the pop of a confetti cannon and a crowd's hush of applause under it."""
    def horn(f0, dur):
        wobble = f0 * (1 + 0.004 * np.sin(2 * np.pi * 5.5 * t(dur)))
        return band(saw(wobble, dur) + 0.5 * saw(wobble * 2.001, dur), 180, 3200) * env(int(dur * RATE), 0.02, 0.12)
    call = ((0.0, 392, 0.14), (0.16, 392, 0.14), (0.32, 523, 0.14), (0.48, 659, 0.9))
    chord = [(0.48, horn(f0, 0.9) * 0.45) for f0 in (523, 784)]
    clap = band(noise(1.1), 900, 6000) * env(int(1.1 * RATE), 0.4, 0.5) * 0.18
    return at(1.45, *[(start, horn(f0, dur)) for start, f0, dur in call], *chord,
              (0.46, click(0.08, 300, 4000) * 2.5), (0.3, clap))


def wrong():
    def buzz(f0, d):
        return band(saw(f0, d), 80, 1800) * env(int(d * RATE), 0.01, 0.05)
    return at(0.45, (0, buzz(220, 0.18)), (0.2, buzz(165, 0.25)))


def tick():
    tt = t(0.06)
    return np.sin(2 * np.pi * 1500 * tt) * np.exp(-tt * 90) + 0.3 * click(0.06, 2000, 6000)


def ui_move():
    tt = t(0.06)
    return np.sin(2 * np.pi * 660 * tt) * env(len(tt), 0.003, 0.04) * 0.6


def ui_select():
    return at(0.2, (0, ui_move()), (0.07, sine(990, 0.1) * env(int(0.1 * RATE), 0.003, 0.08)))


# ---------------------------------------------------------------- emotes
def wink():
    return at(0.45, (0, bell(2093, 0.4, 7) * 0.7), (0.08, bell(2637, 0.35, 7) * 0.5))


def cough():
    def hack(d):
        tt = t(d)
        return band(noise(d), 250, 2200) * np.exp(-tt * 18) * env(len(tt), 0.004, 0.03)
    return at(0.6, (0, hack(0.2)), (0.26, hack(0.22) * 0.8))


def hattip():
    swish = band(noise(0.35), 500, 3500) * np.sin(np.linspace(0, np.pi, int(0.35 * RATE))) ** 3 * 0.6
    return at(0.55, (0, swish), (0.36, bell(880, 0.18, 12) * 0.5))


def scratch():
    parts = []
    for k in range(4):
        d = 0.09
        x = band(noise(d), 2500, 7000) * np.sin(np.linspace(0, np.pi, int(d * RATE)))
        parts.append((0.13 * k, x * (0.9 if k % 2 == 0 else 0.7)))
    return at(0.6, *parts)


def yodel():
    # "Jo-de-li-o-di": the voice breaks between chest and head register
    steps = ((392, 0.18, "o"), (784, 0.14, "e"), (659, 0.14, "i"), (392, 0.16, "o"), (784, 0.3, "i"))
    vowels = {"o": ((450, 90), (800, 120), (2600, 300)), "e": ((400, 80), (2000, 200), (2700, 300)),
              "i": ((300, 70), (2300, 250), (3000, 300))}
    parts, s = [], 0.0
    for f0, d, v in steps:
        tt = t(d + 0.04)
        src = saw(f0 * (1 + 0.012 * np.sin(2 * np.pi * 6 * tt)), d + 0.04)
        parts.append((s, formants(src, vowels[v]) * env(len(tt), 0.02, 0.04)))
        s += d
    return at(s + 0.1, *parts)


def whistle():
    dur = 0.8
    tt = t(dur)
    f = np.interp(tt, (0, 0.25, 0.5, 0.8), (1200, 1900, 1500, 1650)) * (1 + 0.01 * np.sin(2 * np.pi * 7 * tt))
    return (sine(f, dur) + 0.05 * band(noise(dur), 1000, 3000)) * env(len(tt), 0.03, 0.12)


SYNTH = {
    "card_flip": card_flip, "card_slide": card_slide, "card_burn": card_burn, "slap": slap,
    "dice_roll": dice_roll, "dice_hit": dice_hit, "kettle_hop": kettle_hop, "cable_car": cable_car,
    "dog_bark": dog_bark, "cow_moo": cow_moo, "ibex": ibex, "bull": bull, "point": point, "win": win,
    "wrong": wrong, "tick": tick, "ui_move": ui_move, "ui_select": ui_select,
    "wink": wink, "cough": cough, "hattip": hattip, "scratch": scratch, "yodel": yodel, "whistle": whistle,
    "fanfare": fanfare,  # last: the earlier sounds draw the same noise as before it came
}


# ---------------------------------------------------------------- music
def accordion(f0, dur) -> np.ndarray:
    """Two slightly detuned reeds, like an accordion's musette."""
    src = saw(f0, dur) + saw(f0 * 1.006, dur) + 0.6 * np.sign(sine(f0 * 0.997, dur)) * 0.5
    return band(src, 120, 3200) * env(int(dur * RATE), 0.02, 0.06)


def music_menu() -> np.ndarray:
    """A calm 3/4 Ländler-like loop of 16 bars (20 s) that wraps around seamlessly."""
    bar = 1.25
    beat = bar / 3
    C, G, F = (130.8, (261.6, 329.6, 392.0)), (98.0, (246.9, 293.7, 392.0)), (87.3, (261.6, 349.2, 440.0))
    chords = (C, C, G, G, C, C, F, G, C, F, C, G, F, C, G, C)
    melody = ((523, 659, 784), (784, 659, 523), (587, 698, 784), (784, 698, 587),
              (659, 784, 1047), (988, 880, 784), (698, 880, 1047), (988, 784, 587),
              (659, 523, 659), (698, 880, 698), (659, 784, 659), (587, 494, 587),
              (523, 587, 698), (659, 523, 392), (587, 494, 392), (523, 0, 0))
    total = bar * len(chords)
    parts = []
    for i, ((bass, triad), tune) in enumerate(zip(chords, melody)):
        s = i * bar
        parts.append((s, accordion(bass, beat * 0.9) * 0.55))
        for k in (1, 2):
            parts.append((s + k * beat, sum(accordion(n, beat * 0.6) for n in triad) * 0.16))
        for k, n in enumerate(tune):
            if n:
                length = beat * (3 if k == 0 and tune[1] == 0 else 0.95)
                parts.append((s + k * beat, accordion(n, length) * 0.32))
    out = at(total + 2 * bar, *parts)
    loop = out[:int(total * RATE)].copy()
    tail = out[int(total * RATE):]
    loop[:len(tail)] += tail  # ringing notes at the end continue at the start of the loop
    return loop


# ---------------------------------------------------------------- voices
def shout(words, voice, pitch, speed, target: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "raw.wav"
        subprocess.run(["espeak-ng", "-v", voice, "-p", str(pitch), "-s", str(speed), "-a", "200", "-w", str(raw), words],
                       check=True)
        subprocess.run(["sox", str(raw), "-r", str(RATE), "-c", "1", str(target),
                        "silence", "1", "0.01", "1%", "reverse", "silence", "1", "0.01", "1%", "reverse",
                        "overdrive", "6", "8", "echo", "0.8", "0.7", "60", "0.25", "gain", "-n", "-1"],
                       check=True)


def write_ogg(name: str, samples: np.ndarray) -> None:
    data = (norm(samples) * 32767).astype("<i2")
    with tempfile.TemporaryDirectory() as tmp:
        wav_path = Path(tmp) / f"{name}.wav"
        with wave.open(str(wav_path), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(data.tobytes())
        subprocess.run(["sox", str(wav_path), "-C", "3", str(OUT / f"{name}.ogg")], check=True)


def main() -> None:
    for tool in ("sox", "espeak-ng"):
        if shutil.which(tool) is None:
            sys.exit(f"{tool} is missing: apt-get install -y espeak-ng sox libsox-fmt-all")
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in SYNTH.items():
        write_ogg(name, make())
    write_ogg("music_menu", music_menu())
    for name, (words, voice, pitch, speed) in SHOUTS.items():
        shout(words, voice, pitch, speed, OUT / f"{name}.ogg")
    total = sum(p.stat().st_size for p in OUT.glob("*.ogg"))
    print(f"wrote {len(SYNTH) + 1 + len(SHOUTS)} sounds to {OUT} ({total / 1024:.0f} KiB)")


if __name__ == "__main__":
    main()
