"""The Adaptive bot level: profiles between the levels, and a skill that follows the humans."""
import pytest

from game.core import adaptive
from game.core.driver import load_profiles
from game.core.seats import SeatSpec, TableConfig
from game.settings import Settings

PROFILES = load_profiles()


@pytest.mark.parametrize("skill, level", [(0.0, "easy"), (1.0, "normal"), (2.0, "hard")])
def test_the_ends_and_the_middle_are_the_named_levels(skill, level):
    assert adaptive.profile(PROFILES, skill) == PROFILES[level]


def test_between_two_levels_the_numbers_mix_and_the_tactics_are_the_nearest():
    half = adaptive.profile(PROFILES, 1.5)
    assert half.attention == pytest.approx((PROFILES["normal"].attention + PROFILES["hard"].attention) / 2)
    assert adaptive.profile(PROFILES, 1.4).level == "normal" and adaptive.profile(PROFILES, 1.6).level == "hard"


def test_a_level_text_carries_its_skill():
    assert adaptive.skill_of(adaptive.level_text(1.234)) == pytest.approx(1.23)
    assert adaptive.skill_of("hard") is None and adaptive.skill_of("adaptive") == adaptive.START
    assert adaptive.skill_of("adaptive:9") == adaptive.HIGH
    assert adaptive.resolve("adaptive:0.00", PROFILES) == PROFILES["easy"]


def table(*levels):
    return TableConfig(seats=tuple(SeatSpec("human") if level == "human" else SeatSpec("bot", level)
                                   for level in levels))


def test_the_skill_rises_when_a_human_wins_and_falls_when_the_bots_do():
    skills = {}
    config = table("human", adaptive.level_text(1.0), adaptive.level_text(1.0))
    harder = adaptive.after_game(skills, "cambio", config, winners=(0,))
    assert skills["cambio"] == pytest.approx(1.0 + adaptive.STEP)
    assert harder.seats[1].level == adaptive.level_text(1.0 + adaptive.STEP) and harder.seats[0].controller == "human"
    adaptive.after_game(skills, "cambio", harder, winners=(1,))
    adaptive.after_game(skills, "cambio", harder, winners=(2,))
    assert skills["cambio"] == pytest.approx(1.0 - adaptive.STEP)


def test_it_settles_where_the_humans_win_half():
    skill = 1.0
    for game in range(40):  # win, lose, win, lose: the skill stays within a step
        skill = adaptive.next_skill(skill, humans_won=game % 2 == 0)
        assert abs(skill - 1.0) <= adaptive.STEP + 1e-9
    for _ in range(40):
        skill = adaptive.next_skill(skill, humans_won=True)
    assert skill == adaptive.HIGH


def test_tables_without_humans_or_without_adaptive_bots_change_nothing():
    skills = {}
    bots_only = table(adaptive.level_text(1.0), "easy")
    assert adaptive.after_game(skills, "gaemsh", bots_only, winners=(0,)) is bots_only
    fixed = table("human", "hard")
    assert adaptive.after_game(skills, "gaemsh", fixed, winners=(0,)) is fixed
    assert skills == {}


def test_settings_keep_the_skill_per_title_and_drop_bad_values(tmp_path):
    mine = Settings(language="en", adaptive={"cambio": 1.4})
    mine.save(tmp_path)
    loaded, notice = Settings.load(tmp_path)
    assert notice is None and loaded.adaptive == {"cambio": 1.4}
    (tmp_path / "settings.json").write_text('{"adaptive": {"cambio": 7, "gaemsh": 0.5}}', encoding="utf-8")
    loaded, notice = Settings.load(tmp_path)
    assert loaded.adaptive == {"gaemsh": 0.5} and "adaptive" in notice.params["names"]
