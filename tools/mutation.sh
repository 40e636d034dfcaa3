#!/usr/bin/env bash
# Mutation testing of the five rules engines (issue 26): a slow job, outside pytest and CI.
#
#   bash tools/mutation.sh [TITLE ...]        # default: all five, smallest rules.py first
#
# For each title it copies the checkout into out/mutation/<title>/ (git-ignored), writes a
# setup.cfg [mutmut] section there that mutates only game/titles/<title>/rules.py and runs
# only that title's rules tests (rules_tests below: not slow, not browser, no table, guide,
# controls or keys tests), runs mutmut under `nice -n 19`, and leaves mutmut's results
# (out/mutation/<title>/mutants/) and a summary (out/mutation/<title>.txt) behind.
# mutmut 3 runs, for each mutant, only the tests that call the mutated function, with -x.
# Needs mutmut in the venv: .venv/bin/pip install -e ".[mutation]"
# Again after adding tests: bash tools/mutation.sh --again TITLE (only the last survivors);
# an interrupted run goes on: bash tools/mutation.sh --resume TITLE
# Reading a survivor:  cd out/mutation/<title> && ../../../.venv/bin/mutmut show <name>
# A machine too busy for every mutant: bash tools/mutation.sh --sample N TITLE runs N mutants drawn
# at random (seed SEED, default 26) from all of the title's; the share killed is then over those N
# (out/mutation/<title>.sample lists them). --sample N --resume TITLE runs those of them not yet run,
# and first draws more at random from the rest when N is more than the sample holds.
# NICE (default 19) is the niceness mutmut runs at; CHILDREN (default 2) its processes.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
MUTMUT=${MUTMUT:-$ROOT/.venv/bin/mutmut}
CHILDREN=${CHILDREN:-2}
NICE=${NICE:-19}
SEED=${SEED:-26}

rules_tests() {  # pytest's selection for a title: its rules tests, not its table, guide, controls or keys
  local dir=tests/titles/$1
  [ -d "$dir" ] || { echo "unknown title: $1" >&2; exit 2; }
  echo "$dir"
  for kind in table guide controls keys; do
    [ -e "$dir/test_$1_$kind.py" ] && echo "--ignore=$dir/test_$1_$kind.py"
  done
  echo "-m"; echo "not slow and not browser"
  # tests that read rules.py as text (the refusal keys it names, to check their words): in mutmut's
  # copy that file holds every mutant's strings too, so they fail before any mutant runs; they
  # check the text tables, not a rule, and run in the suite as usual
  case $1 in
    altitude) echo "--deselect=$dir/test_altitude_rules.py::test_every_refusal_reason_and_card_kind_has_words_in_every_language" ;;
  esac
}

summary() {  # mutmut's verdict on every mutant, and the counts
  (cd "out/mutation/$1" && "$MUTMUT" results --all true > "../$1.txt" 2>&1 || true)
  local list=out/mutation/$1.txt
  echo "$1: $(grep -c ': killed' "$list") killed, $(grep -c ': survived' "$list") survived," \
       "$(grep -c ': timeout' "$list") timeout, $(grep -vc ': killed\|: survived\|: timeout' "$list") other, of $(wc -l < "$list")"
}

run_mutmut() {  # in a title's copy, under nice, timed; more arguments name the mutants to run again
  local title=$1; shift
  uptime
  # CI=1: the tests' Hypothesis profile explores the same examples every run (tests/conftest.py)
  (cd "out/mutation/$title" && CI=1 /usr/bin/time -f "$title: %e s wall, %U s user + %S s system CPU" \
      nice -n "$NICE" "$MUTMUT" run --max-children "$CHILDREN" "$@" > mutmut-run.log 2>&1) \
    || { tail -30 "out/mutation/$title/mutmut-run.log"; exit 1; }
  tail -1 "out/mutation/$title/mutmut-run.log"
  summary "$title"
  uptime
}

write_config() {  # the title's [mutmut] section in its copy
  {
    echo "[mutmut]"
    echo "source_paths = game"
    echo "only_mutate = game/titles/$1/rules.py"
    echo "also_copy ="
    printf '    %s\n' assets levels setup.py tools
    # mutmut's wall limit is (tests' clean seconds + constant) x multiplier: on a machine shared at
    # nice 19 a mutant's tests wait for CPU, and a 1 s constant times out mutants that only waited
    echo "timeout_constant = 10"
    echo "pytest_add_cli_args ="
    printf '    %s\n' -p tools.mutation_order
    echo "pytest_add_cli_args_test_selection ="
    rules_tests "$1" | sed 's/^/    /'
  } > "out/mutation/$1/setup.cfg"
}

sample_summary() {  # the verdicts on the sample's mutants only
  python3 - "$1" <<'PY'
import sys
title = sys.argv[1]
names = set(open(f"out/mutation/{title}.sample").read().split())
verdicts = {name: status for name, status in (line.strip().rsplit(": ", 1) for line in open(f"out/mutation/{title}.txt") if ": " in line)
            if name in names}
counts = {status: sum(v == status for v in verdicts.values()) for status in set(verdicts.values())}
ran = len(verdicts) - counts.get("not checked", 0)
killed = counts.get("killed", 0)
print(f"{title} sample: {len(names)} drawn at random of {sum(1 for line in open(f'out/mutation/{title}.txt') if ': ' in line)},",
      f"{ran} run: {killed} killed ({100 * killed / max(ran, 1):.1f} %),", counts)
PY
}

AGAIN=
RESUME=
SAMPLE=
if [ "${1:-}" = "--again" ]; then AGAIN=1; shift; fi
if [ "${1:-}" = "--sample" ]; then SAMPLE=$2; shift 2; fi
if [ "${1:-}" = "--resume" ]; then RESUME=1; shift; fi
TITLES=("$@")
[ ${#TITLES[@]} -eq 0 ] && TITLES=(gambit7 stafette altitude cambio gaemsh)
for title in "${TITLES[@]}"; do
  work=out/mutation/$title
  if [ -n "$SAMPLE" ]; then
    if [ -z "$RESUME" ]; then  # a fresh copy; mutmut makes its mutants and times the tests, then stops:
      # a name that matches no mutant (mutmut asserts that some do)
      rm -rf "$work"; mkdir -p "$work"
      tar --exclude=./.venv --exclude=./.venv-build --exclude=./.git --exclude=./out --exclude=./mutants \
          --exclude=__pycache__ --exclude=./.hypothesis --exclude=./build --exclude=./dist -cf - . | tar -xf - -C "$work"
      write_config "$title"
      (cd "$work" && CI=1 nice -n "$NICE" "$MUTMUT" run --max-children "$CHILDREN" no-such-mutant > mutmut-stats.log 2>&1) || true
      summary "$title" > /dev/null
      sed 's/^ *//; s/:.*//' "out/mutation/$title.txt" | python3 -c "import random, sys; names = sorted(sys.stdin.read().split()); \
print(*sorted(random.Random($SEED).sample(names, min($SAMPLE, len(names)))), sep='\n')" > "out/mutation/$title.sample"
      mapfile -t names < "out/mutation/$title.sample"
    else  # a larger N than the sample's adds mutants drawn at random from the rest
      sed 's/^ *//; s/:.*//' "out/mutation/$title.txt" | python3 -c "import random, sys; names = sorted(sys.stdin.read().split()); \
drawn = open('out/mutation/$title.sample').read().split(); rest = sorted(set(names) - set(drawn)); \
more = random.Random($SEED + len(drawn)).sample(rest, max(0, min($SAMPLE - len(drawn), len(rest)))); \
print(*sorted(drawn + more), sep='\n')" > "out/mutation/$title.sample.new"
      mv "out/mutation/$title.sample.new" "out/mutation/$title.sample"
      mapfile -t names < <(grep ': not checked' "out/mutation/$title.txt" | sed 's/^ *//; s/:.*//' | grep -Fxf "out/mutation/$title.sample")
    fi
    echo "== $title sample: ${#names[@]} mutants to run"
    [ ${#names[@]} -gt 0 ] && run_mutmut "$title" "${names[@]}"
    sample_summary "$title"
    continue
  fi
  if [ -n "$RESUME" ]; then  # --resume: an interrupted run goes on where it stopped (same copy, same setup.cfg)
    echo "== $title resumed"
    run_mutmut "$title"
    continue
  fi
  if [ -n "$AGAIN" ]; then
    # --again: the tests as they are now (and the selection as it is now), run against the
    # mutants that survived, had no test or timed out in the last full run. Killed mutants stay killed
    # (more tests cannot revive them), so the new verdicts replace only those lines:
    # out/mutation/<title>.after.txt. (A changed selection makes mutmut forget its other
    # verdicts: they stay in out/mutation/<title>.txt.)
    cp -r tests tools "$work/"
    write_config "$title"
    mapfile -t names < <(grep ': survived\|: no tests\|: timeout' "out/mutation/$title.txt" | sed 's/^ *//; s/:.*//')
    echo "== $title again: ${#names[@]} mutants"
    cp "out/mutation/$title.txt" "out/mutation/$title.before.txt"
    [ ${#names[@]} -gt 0 ] && run_mutmut "$title" "${names[@]}"
    python3 - "$title" <<'PY'
import sys
title = sys.argv[1]
def verdicts(path):
    return dict(line.strip().rsplit(": ", 1) for line in open(path) if ": " in line)
before, now = verdicts(f"out/mutation/{title}.before.txt"), verdicts(f"out/mutation/{title}.txt")
after = {name: now[name] if status in ("survived", "no tests", "timeout") else status for name, status in before.items()}
with open(f"out/mutation/{title}.after.txt", "w") as out:
    out.writelines(f"    {name}: {status}\n" for name, status in after.items())
killed = sum(status == "killed" for status in after.values())
print(f"{title} after: {killed} killed of {len(after)} ({100 * killed / len(after):.1f} %),",
      f"{sum(status == 'survived' for status in after.values())} survived,",
      f"{sum(status == 'timeout' for status in after.values())} timeout")
PY
    cp "out/mutation/$title.before.txt" "out/mutation/$title.txt"
    continue
  fi
  rm -rf "$work"; mkdir -p "$work"
  tar --exclude=./.venv --exclude=./.venv-build --exclude=./.git --exclude=./out --exclude=./mutants \
      --exclude=__pycache__ --exclude=./.hypothesis --exclude=./build --exclude=./dist -cf - . | tar -xf - -C "$work"
  write_config "$title"
  echo "== $title: $(rules_tests "$title" | tr '\n' ' ')"
  run_mutmut "$title"
done
