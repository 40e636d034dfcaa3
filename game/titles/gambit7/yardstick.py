"""The arena's model human for Gambit 7, from published data on how people estimate (issue 31).

Independent of the bot levels it judges: the model human's spread on quantities is the median,
over 22 questions of two published estimation experiments, of the spread of people's first,
unaided estimates around the truth on a log scale (ln(estimate / truth)), each question's
spread measured by its quartiles (IQR / 1.349, the standard deviation of the normal curve with
those quartiles: a few wild answers such as 250,000 people a km² do not swing it).

- Lorenz, Rauhut, Schweitzer & Helbing, "How social influence can undermine the wisdom of
  crowd effect", PNAS 108(22):9020-9025 (2011): 144 people in Zurich, six questions on Swiss
  facts (population density 184 a km², the Swiss-Italian border 734 km, 10,067 immigrants to
  Zurich, 198 murders, 639 rapes and 9,272 assaults in Switzerland in a year).
- Gürçay, Mellers & Baron, "The power of social influence on estimation accuracy", J. Behav.
  Decis. Making 28(3):250-261 (2015): about 270 people, 16 general-knowledge questions (8 of
  any size, 8 percentages).

Both as republished, estimate by estimate, in the replication data of Almaatouq, Rahimian,
Burton & Alhajri, "When social influence promotes the wisdom of crowds" (arXiv 2006.12471;
repository amaatouq/task-dependence, data/prior_research_data/lorenz2011.csv and
gurcay2015.csv: the columns response_1 and est1, the estimates before anyone saw another's).
The figures below were computed from those files (docs/rules/gambit7.md, "The model human").
Year questions: no published spread of people's year estimates was found and verified, so the
model human keeps normal's year knowledge there (board.toml says so); it is no yardstick for years.
"""
from __future__ import annotations

import statistics
from typing import NamedTuple


class Spread(NamedTuple):
    """One published question: its truth, how many first estimates, their spread (IQR / 1.349
    of ln(estimate / truth)) and the median |ln(estimate / truth)|."""
    study: str
    question: int
    truth: float
    estimates: int
    spread: float
    median_error: float


LORENZ, GURCAY = "Lorenz et al. 2011", "Gürçay et al. 2015"
PUBLISHED = (
    Spread(LORENZ, 1, 184, 144, 1.83, 1.30),
    Spread(LORENZ, 2, 734, 144, 0.81, 0.89),
    Spread(LORENZ, 3, 10067, 144, 1.32, 0.91),
    Spread(LORENZ, 4, 198, 144, 1.49, 1.00),
    Spread(LORENZ, 5, 639, 144, 1.36, 1.16),
    Spread(LORENZ, 6, 9272, 132, 1.42, 1.53),
    Spread(GURCAY, 1, 3718691, 278, 3.79, 2.92),
    Spread(GURCAY, 2, 39.52, 268, 1.08, 0.92),
    Spread(GURCAY, 3, 2723, 269, 1.15, 0.94),
    Spread(GURCAY, 4, 7825200, 268, 1.19, 0.94),
    Spread(GURCAY, 5, 24901.5, 270, 2.85, 1.25),
    Spread(GURCAY, 6, 47184, 277, 0.53, 0.45),
    Spread(GURCAY, 7, 43, 278, 0.31, 0.33),
    Spread(GURCAY, 8, 236, 278, 0.51, 0.39),
    Spread(GURCAY, 9, 16.4, 269, 0.51, 0.60),  # 9-16: percentages
    Spread(GURCAY, 10, 7.08, 255, 0.56, 0.53),
    Spread(GURCAY, 11, 2.7, 275, 1.00, 0.62),
    Spread(GURCAY, 12, 49.5, 275, 0.65, 0.91),
    Spread(GURCAY, 13, 24.9, 252, 0.73, 0.47),
    Spread(GURCAY, 14, 25, 278, 0.54, 0.34),
    Spread(GURCAY, 15, 41, 270, 0.17, 0.20),
    Spread(GURCAY, 16, 63, 268, 0.51, 0.34),
)


def spread() -> float:
    """The model human's spread on quantities (ln scale): the median question's, rounded to
    two digits as board.toml [bots.model] writes it."""
    return round(statistics.median(row.spread for row in PUBLISHED), 2)


def median_error() -> float:
    """The median question's median |ln(estimate / truth)|: how far off a typical person is."""
    return round(statistics.median(row.median_error for row in PUBLISHED), 2)
