"""Every title stays playable with its numbers anywhere in their declared ranges: bot games
at the corners of the ranges (the rules' times short or long, the bots fast or slow) all
reach a valid end. This is what the lower bounds are for: at idle_refresh 0.1 s a Gämsh
table was replaced faster than any bot (or person) could swap, and the game never ended."""
import json

import pytest

import fuzzing
from game import arena, catalogue
from game.core.driver import PROFILE_FILE
from game.data import load
from game.schema import Items, Number, Part, Table

CORNERS = [("low", "low"), ("low", "high"), ("high", "low"), ("high", "high")]  # (rules, bots)
# One seed at the fewest and the most players: the bug this test is for (Gämsh's idle_refresh
# allowed down to 0.1 s, planted again) stalls the first game, 4 players at seed 1, in both
# low-rules corners (docs/BENCHMARKS.md, branch costshell); was seeds 1 and 2.
SEEDS = (1,)


def at_bound(data, shape: Part, end: str):
    """`data` with every real number (a `Number` of the schema) at the `end` of its range."""
    if isinstance(shape, Number):
        return float(shape.low if end == "low" else shape.high)
    if isinstance(shape, Table):
        parts = {**shape.required, **shape.optional}
        return {key: at_bound(value, parts[key], end) for key, value in data.items()}
    if isinstance(shape, Items):
        return [at_bound(item, shape.part, end) for item in data]
    return data


def toml(data: dict, prefix: str = "") -> str:
    """TOML text of plain data (tables, arrays of tables, numbers, flags, text, lists)."""
    def value(item):
        return json.dumps(item) if not isinstance(item, bool) else str(item).lower()
    lines, tables, arrays = [], [], []
    for key, item in data.items():
        if isinstance(item, dict):
            tables.append((key, item))
        elif isinstance(item, list) and item and isinstance(item[0], dict):
            arrays.append((key, item))
        else:
            lines.append(f'"{key}" = {value(item)}')
    for key, item in tables:
        lines += [f"[{prefix}{key}]", toml(item, f"{prefix}{key}.")]
    for key, items in arrays:
        for item in items:
            lines += [f"[[{prefix}{key}]]", toml(item, f"{prefix}{key}.")]
    return "\n".join(lines)


@pytest.mark.slow
@pytest.mark.parametrize("rules_end, bots_end", CORNERS, ids=lambda end: end)
@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda t: t.id)
def test_bot_games_end_with_every_number_at_its_bounds(tmp_path, title, rules_end, bots_end):
    root = fuzzing.copy_levels(tmp_path)
    for name, shape in title.data_files().items():
        end = bots_end if name == PROFILE_FILE else rules_end
        data = at_bound(load(name, root), shape, end)
        (root / name).write_text(toml(data), encoding="utf-8")
    with fuzzing.levels_at(root):
        title.rules().check_data()
        for players in (title.counts[0], title.counts[-1]):
            for seed in SEEDS:
                report = arena.play(title, seed, (["easy", "normal", "hard"] * 2)[:players])
                assert report.outcome is not None, f"{players} players, seed {seed}: {report.problem}"
