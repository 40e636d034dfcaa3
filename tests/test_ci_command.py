"""CI runs the README's test command word for word, in random order with its seed printed."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_test_command() -> str:
    blocks = re.findall(r"```sh\n(.*?)\n```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)
    (command,) = [line for block in blocks for line in block.splitlines() if "pytest" in line]
    return command.split(" && ")[-1]


def test_ci_runs_the_readmes_test_command():
    command = readme_test_command()
    assert command.startswith(".venv/bin/python -m pytest -n auto") and "--cpu-costs=" in command
    assert f"{command}\n" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_the_test_extra_brings_the_random_order():
    assert '"pytest-randomly' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
