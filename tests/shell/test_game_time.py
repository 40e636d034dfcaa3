"""Game time equals wall time at any display rate, and how frames fall never changes a game.

The app's loop is driven by a fake frame clock, so these tests run as fast as the machine
allows and assert game time, not speed."""
import random

import pytest
from driving import FakeClock, push_table

from game.app import MAX_FRAME, STEP, App, FixedSteps
from game.catalogue import by_id
from game.scene import Scene

RATES = (30, 50, 60, 75, 90, 120, 144)


class Counter(Scene):
    """Counts its fixed updates and its draws."""

    def __init__(self, app):
        super().__init__(app)
        self.updates = 0
        self.draws = 0

    def update(self, dt):
        assert dt == STEP
        self.updates += 1

    def draw(self, surface):
        self.draws += 1


@pytest.mark.parametrize("rate", RATES)
def test_fixed_steps_keep_game_time_to_wall_time_over_a_minute(rate):
    steps = FixedSteps()
    frames = 60 * rate
    total = sum(steps.take(1 / rate) for _ in range(frames))
    assert abs(total * STEP - 60.0) <= STEP  # within one step (8.3 ms), far inside 1 %


@pytest.fixture
def clocked_app(tmp_path, monkeypatch):
    """The real App on a fake clock; the test sets `app.clock` before running it."""
    monkeypatch.setenv("ALPENPARTY_HOME", str(tmp_path))
    application = App(clock=FakeClock([]))
    yield application
    application.shutdown()


def run_frames(app, frame_times):
    """Run the app's own loop for these frame times; returns the counting scene."""
    counter = Counter(app)
    app.push(counter)
    app.clock = FakeClock(frame_times)
    app.running = True
    app.run(frames=len(frame_times))
    return counter


@pytest.mark.parametrize("rate", RATES)
def test_the_loop_runs_game_time_at_wall_time_at_every_display_rate(clocked_app, rate):
    seconds = 5
    counter = run_frames(clocked_app, [1 / rate] * (seconds * rate))
    assert abs(clocked_app.now - seconds) <= STEP
    assert counter.updates == round(clocked_app.now / STEP)
    assert counter.draws == seconds * rate  # every frame the display shows is drawn


def test_irregular_frames_add_up_to_wall_time(clocked_app):
    rng = random.Random(4)
    frames = [rng.choice((rng.uniform(0.001, 0.03), rng.uniform(0.03, MAX_FRAME))) for _ in range(400)]
    run_frames(clocked_app, frames)
    assert abs(clocked_app.now - sum(frames)) <= STEP


def test_a_long_stall_counts_for_one_clamped_frame_only(clocked_app):
    counter = run_frames(clocked_app, [1 / 60] * 60 + [42.0] + [1 / 60] * 60)
    assert abs(clocked_app.now - (2.0 + MAX_FRAME)) <= STEP
    assert counter.updates == round((2.0 + MAX_FRAME) / STEP)


def test_how_frames_fall_never_changes_a_game(app):
    """The same bot game, once at a steady 30 frames/s and once with slow, fast and stalled
    frames, gives the same actions at the same times."""
    title = by_id("gaemsh")
    target = round(8.0 / STEP)

    def play(frame_times):
        scene = push_table(app, title, title.scene_class(), 4, humans={}, seed=3, level="hard")
        start = app.now
        for elapsed in frame_times:
            app.frame(elapsed)
        while round((app.now - start) / STEP) < target:  # top up to exactly the same steps
            app.frame(STEP / 3)
        assert round((app.now - start) / STEP) == target
        app.pop()
        return [repr(action) for action in scene.session.match.log]

    steady = play([1 / 30] * (target // 4 - 1))
    rng = random.Random(9)
    irregular = play([rng.choice((1 / 144, 0.09, 0.2, 3.0)) for _ in range(40)])
    assert len(steady) > 10
    assert irregular == steady
