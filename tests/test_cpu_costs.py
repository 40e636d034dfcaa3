"""Each test's CPU seconds summed by tier (tests/cpu_costs.py), and the quick tier chosen from
them (benchmarks/choose_quick_tier.py): the rules tests are never moved out of it."""
import importlib.util
import subprocess
import sys
from pathlib import Path

from cpu_costs import Costs, PhaseClock, tier


def benchmark(name: str):
    """A script of benchmarks/ as a module (benchmarks/ is no package, and sys.path stays as it is)."""
    spec = importlib.util.spec_from_file_location(name, Path(__file__).resolve().parent.parent / "benchmarks" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


chooser = benchmark("choose_quick_tier")
choose = chooser.choose


def test_phases_add_up_per_test_and_tiers_sum_their_tests():
    costs = Costs()
    costs.add("a.py::one", "quick", 0.5, 1.0)
    costs.add("a.py::one", "quick", 1.5, 2.0)  # its call after its set-up
    costs.add("b.py::two", "slow", 3.0, 9.0)
    assert costs.by_tier() == {"quick": (1, 2.0), "slow": (1, 3.0)}
    assert costs.costliest(1) == [(3.0, 9.0, "slow", "b.py::two")]
    assert costs.log_lines() == ["b.py::two\tslow\t3.000\t9.000", "a.py::one\tquick\t2.000\t3.000"]


def test_a_phase_counts_the_cpu_of_the_subprocess_it_waited_for():
    """A test that runs the game or pytest in a child is charged the child's CPU seconds too."""
    clock = PhaseClock()
    burn = "import time\nwhile time.process_time() < 0.1: pass"  # 0.1 CPU s, however fast the machine
    subprocess.run([sys.executable, "-c", burn], check=True)
    cpu, _ = clock.read()
    assert cpu >= 0.08  # os.times counts a child's seconds in clock ticks (10 ms here)


def test_a_test_marked_slow_is_in_the_slow_tier():
    assert tier({"slow": 1, "test_x": 1}) == "slow" and tier({"test_x": 1}) == "quick"


def test_the_costliest_quick_tests_move_until_the_budget_holds_but_never_a_rules_test():
    rows = [("tests/titles/cambio/test_cambio_rules.py::test_deal", "quick", 50.0),
            ("tests/core/test_replay.py::test_replays", "quick", 40.0),
            ("tests/shell/test_window.py::test_every_scene", "quick", 30.0),
            ("tests/kit/test_guide.py::test_words", "quick", 20.0),
            ("tests/test_paths.py::test_home", "quick", 1.0),
            ("tests/fuzz/test_fuzz_files.py::test_levels", "slow", 99.0)]
    assert choose(rows, budget=100.0, listed=set()) == [("tests/shell/test_window.py::test_every_scene", 30.0),
                                                        ("tests/kit/test_guide.py::test_words", 20.0)]
    assert choose(rows, budget=200.0, listed=set()) == []


def test_a_quick_tier_log_keeps_the_tests_listed_before_that_it_did_not_run():
    listed = {"tests/kit/test_guide.py::test_words": "tests/kit/test_guide.py::test_words # 20.0 CPU s",
              "tests/shell/test_window.py::test_every_scene": "tests/shell/test_window.py::test_every_scene # 30.0 CPU s"}
    quick_run = [("tests/shell/test_window.py::test_every_scene", "quick", 0.5), ("tests/test_paths.py::test_home", "quick", 1.0)]
    assert chooser.unmeasured(quick_run, listed) == ["tests/kit/test_guide.py::test_words # 20.0 CPU s"]
    whole_suite = quick_run + [("tests/fuzz/test_fuzz_files.py::test_levels", "slow", 99.0)]
    assert chooser.unmeasured(whole_suite, listed) == []  # every test measured: the list is chosen anew
