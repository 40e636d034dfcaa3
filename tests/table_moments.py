"""A table's key moments, found by letting bots play every seat while the scene treats seat
0 as a human's (its hand open, its key hint drawn): each new kind of event is a moment, and
so are the seconds after it (banners and toasts in full view) and the end of the game."""
from __future__ import annotations

from typing import Any, Iterator

from catalogued import short_options

from game.catalogue import Title
from game.core.seats import SeatSpec, TableConfig
from game.kit.table import RESULTS_DELAY, TableSession

STEP = 0.1  # seconds a scene update
AFTER = (0.5, 1.3)  # seconds after a new kind of event to look again


def seated(app: Any, title: Title, players: int, seed: int = 3, humans: dict[int, str] | None = None,
           short: bool = True) -> Any:
    """A table whose human seats (`humans`: seat -> cluster, default seat 0 on kb1) are played
    by bots like every other seat; the title's short game, or with `short` off its default one."""
    humans = humans if humans is not None else {0: "kb1"}
    options = short_options(title) if short else title.default_options()
    config = TableConfig(tuple(SeatSpec("bot", "hard") for _ in range(players)), options)
    session = TableSession(title, config, seed, humans=humans)
    for seat, device in humans.items():
        app.input.bind(device, seat)
    scene = title.scene_class()(app, session)
    app.push(scene)
    return scene


def moments(scene: Any, repeats: int = 2, limit: float = 900.0) -> Iterator[str]:
    """Step the scene and yield a name each time it is worth a look: the first `repeats`
    times a kind of event shows, the seconds after, and the final table before the results."""
    seen: dict[str, int] = {}
    due: list[tuple[float, str]] = []
    fired: list[str] = []
    take = scene.take

    def noting(events: list[Any]) -> None:
        fired.extend(type(event).__name__ for event in events)
        take(events)

    scene.take = noting
    while scene.time < limit:
        fired.clear()
        scene.update(STEP)
        if scene.over_since is not None:
            if scene.time - scene.over_since > RESULTS_DELAY - 2 * STEP:
                yield "over"
                return
            continue
        for kind in dict.fromkeys(fired):
            seen[kind] = seen.get(kind, 0) + 1
            if seen[kind] <= repeats:
                due.extend((scene.time + after, f"{kind}+{after}") for after in (0.0, *AFTER))
        ready = [name for at, name in due if at <= scene.time]
        if ready:
            due = [(at, name) for at, name in due if at > scene.time]
            yield ready[0]
