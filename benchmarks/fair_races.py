"""Fair races on simulated links: what fairness costs in waiting, and what each player gets.

    python benchmarks/fair_races.py [--races N] [--seed S]

Three identical scripted players behind links of 3, 20 and 60 ms one way (jitter up to a fifth of
that, at least 1 ms), refereed by the game's own clockwork (game/phones/fair.py, game/kit/races.py)
on a simulated clock (tests/racing.py, tests/linksim.py): every second a ping, then a race
whose view every phone gets over its link; each player presses after an ex-Gaussian reaction.
Printed per way of refereeing (fair, and by arrival as before) and per seat: its share of the
races, the press -> view round trip (from the press leaving the phone to the view showing the
result arriving there: the link both ways, the race's hold and the wait for the next frame) p50
and p95 in ms; and the race hold (from the first press's arrival to the frame that settled it)
p50 and p95. Then the same with the farthest player lying by 200 ms, and with 1 % of packets
lost (sent again by TCP). The figures are of the simulated clock: the same on any machine; the
CPU and wall seconds only say what the simulation took.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout
sys.path.insert(0, str(ROOT / "tests"))

from machine import describe, load, stopwatch  # noqa: E402
from racing import percentile, run  # noqa: E402

DELAYS, JITTERS = [0.003, 0.020, 0.060], [0.001, 0.004, 0.012]


def report(label: str, results) -> None:
    ms = lambda seconds: f"{1000 * seconds:.0f}"  # noqa: E731
    print(f"{label}: {len(results.winners)} races, wrong winner {100 * results.wrong:.1f} %, "
          f"hold p50 {ms(percentile(results.holds, 0.5))} ms, p95 {ms(percentile(results.holds, 0.95))} ms")
    for seat, delay in enumerate(DELAYS):
        trips = results.round_trips[seat]
        print(f"  {1000 * delay:.0f} ms link: share {100 * results.share(seat):.1f} %, press -> view "
              f"p50 {ms(percentile(trips, 0.5))} ms, p95 {ms(percentile(trips, 0.95))} ms, "
              f"most counted before its true moment {ms(max(results.gains[seat]))} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--races", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    print(describe())
    with stopwatch() as timed:
        report("fair", run(DELAYS, JITTERS, options.races, options.seed))
        report("by arrival (before)", run(DELAYS, JITTERS, options.races, options.seed, arrival=True))
        report("fair, the 60 ms player lying by 200 ms", run(DELAYS, JITTERS, options.races, options.seed,
                                                              lies={2: 0.200}))
        report("fair, 1 % of packets lost", run(DELAYS, JITTERS, options.races, options.seed, loss=0.01))
    print(f"simulation: {timed.wall:.1f} s wall, {timed.cpu:.1f} CPU s; load average at the end {load()}")


if __name__ == "__main__":
    main()
