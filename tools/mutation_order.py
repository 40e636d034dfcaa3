"""A pytest plugin for tools/mutation.sh: a mutant's tests run fastest first, by the durations
mutmut recorded in its clean run (mutants/mutmut-stats.json; a test it has not timed, such as
a new one, counts as 0 s), so that with -x a mutant dies at its cheapest failing test."""
import json
from pathlib import Path


def pytest_collection_modifyitems(items):
    stats = Path("mutmut-stats.json")  # mutmut runs pytest inside mutants/
    if stats.exists():
        durations = json.loads(stats.read_text("utf-8"))["duration_by_test"]
        items.sort(key=lambda item: durations.get(item.nodeid, 0.0))
