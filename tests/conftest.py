"""Headless everywhere: no window, no sound device. Fixtures for driving the real app."""
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# CI explores the same examples every run (a red CI must be reproducible); developers'
# runs explore new random examples and keep failures in .hypothesis/. Neither profile has
# a deadline or the too-slow health check: a busy machine is not a bug (speed: benchmarks/).
from hypothesis import HealthCheck, settings  # noqa: E402

NOT_ABOUT_SPEED = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("ci", derandomize=True, database=None, **NOT_ABOUT_SPEED)
settings.register_profile("dev", **NOT_ABOUT_SPEED)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


from game.ui import canvas, fonts  # noqa: E402


@pytest.fixture(autouse=True)
def no_state_survives_a_test(tmp_path, monkeypatch):
    """The one place that puts back, before and after every test, what the game keeps per process and a
    test can change (tests run in random order: pytest-randomly). Everything else a test
    touches is owned by an object it made (an App, an InputLayer, a Keyboard with its learnt
    layout) or is a cache keyed by what it holds (data.by_content, fonts, art, per_scale).
    - the canvas scale (an App sets it from its window; at_scale sets it) back to 1, and
      `canvas.strict` on: an image blitted at another scale than its canvas is a stale cache;
    - fonts' recording of rendered text off (a test that failed while recording left it on), and
      the text size back to 100 % (an App sets it from its settings; at_text_size sets it);
    - pygame's event queue empty (a key posted and never polled would reach the next app);
    - the game's folder (settings, saves, Gambit 7's asked questions) in the test's own temporary
      folder: no test reads what another left there, nor writes into the real user's folder.
    After as well as before: a module's shared fixture is made before this runs for its
    first test, and must find the state put back."""
    monkeypatch.setenv("ALPENPARTY_HOME", str(tmp_path))
    _put_back_process_state()
    yield
    _put_back_process_state()


def _put_back_process_state():
    import pygame

    canvas.set_scale(1.0)
    canvas.strict = True
    if fonts.recording():
        fonts.record(False)
    fonts.set_text_size(100)
    if pygame.display.get_init():
        pygame.event.clear()


@pytest.fixture
def at_scale():
    """at_scale(s): from now on text, art and canvases are made as for a window of scale s
    (a 960x540 window is 0.75, 1920x1080 is 1.5); no_state_survives_a_test puts the scale back."""
    return canvas.set_scale


@pytest.fixture
def at_text_size():
    """at_text_size(percent): from now on text is drawn at that text size (the Accessibility
    page's 100, 125 or 150 %); no_state_survives_a_test puts it back to 100."""
    return fonts.set_text_size


@pytest.fixture
def recording():
    """Fonts note every text they render (tests/text_probe.py reads where it landed)."""
    from game.ui import fonts
    fonts.record()
    yield
    fonts.record(False)


@pytest.fixture
def app(tmp_path, monkeypatch):
    """The real App with its settings and saves in a temporary folder, language English."""
    monkeypatch.setenv("ALPENPARTY_HOME", str(tmp_path))
    import pygame

    from game.app import App
    application = App()
    application.settings.language = "en"
    from game.catalogue import TITLES
    application.settings.guides_seen = [title.id for title in TITLES]  # the menu opens lobbies, no guide's offer (tests/kit/test_guide.py tests it)
    pygame.event.clear()
    yield application
    application.shutdown()
    pygame.event.clear()


@pytest.fixture
def press():
    """press(app, scancode): a real key press and release through the event queue, one frame each."""
    import pygame

    def send(application, scancode, frames=1):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=scancode, key=0, mod=0, unicode=""))
        for _ in range(frames):
            application.frame(1 / 60)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=scancode, key=0, mod=0, unicode=""))
        application.frame(1 / 60)
    return send


def pytest_addoption(parser):
    group = parser.getgroup("cpu costs", "each test's CPU seconds (tests/cpu_costs.py)")
    group.addoption("--cpu-costs", type=int, default=0, metavar="N",
                    help="after the tiers' CPU seconds, list the N costliest tests by CPU")
    group.addoption("--cpu-log", default=None, metavar="FILE",
                    help="write every test's CPU and wall seconds to FILE (tab-separated)")


def pytest_configure(config):
    """Every run sums its tests' CPU seconds by tier (slow or quick) and prints them at the end."""
    from cpu_costs import Plugin
    config.pluginmanager.register(Plugin(config.getoption("cpu_costs"), config.getoption("cpu_log")), "cpu_costs")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """The tests listed in tests/slow_by_cost.txt (chosen by their measured CPU seconds:
    benchmarks/choose_quick_tier.py) are in the slow tier, as if marked slow; before `-m` selects."""
    from pathlib import Path
    listed = Path(__file__).with_name("slow_by_cost.txt")
    if not listed.exists():
        return
    slow = {line.rsplit(" # ", 1)[0] for line in listed.read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")}
    for item in items:
        if item.nodeid in slow:
            item.add_marker(pytest.mark.slow)


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session):
    """The random order's seed on the first line, whatever the verbosity (`-q` hides the
    header where pytest-randomly prints it), with the command that replays that order."""
    config = session.config
    if hasattr(config, "workerinput") or not config.pluginmanager.hasplugin("randomly"):
        return
    seed = config.getoption("randomly_seed")
    config.pluginmanager.get_plugin("terminalreporter").write_line(
        f"random order, seed {seed} (replay this order: --randomly-seed={seed}; file order: -p no:randomly)")


def pytest_terminal_summary(terminalreporter):
    """Skipped tests counted by reason, whatever the verbosity (`-q` shows only an "s")."""
    from skips import by_reason
    lines = by_reason(terminalreporter.stats.get("skipped", []))
    if lines:
        terminalreporter.section(f"skipped: {sum(int(line.split()[0]) for line in lines)}, by reason")
        for line in lines:
            terminalreporter.line(line)
