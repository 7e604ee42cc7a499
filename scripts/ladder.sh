#!/usr/bin/env bash
# Remakes the gomoku ladder's table (README, "Levels"): every rung against the rung below and
# against the anchor (winpattern, the seeds' heuristic, rated 1000), from the balanced openings,
# both colours, with `arena`.
#   scripts/ladder.sh [RESULTS_DIR]        plays what is missing, then prints the table
#   scripts/ladder.sh --table RESULTS_DIR  prints the table from the results there
# Environment: JAR (target/inarow.jar), GAMES per match below the top (400: a margin near +/-40
# Elo at 75 %), ANCHOR_GAMES (GAMES), TOP_GAMES for the top rung against the one below (240: near
# +/-55, at 12 s a game), TOP_ANCHOR_GAMES (100: it wins nearly all), MOVETIME for the rungs below
# the top (1500 ms, the window's; they stop at their node budget long before), TOP_MOVETIME for the
# top rung's matches (1000 ms, the window's shortest thinking time), TOP (10, the ladder's rungs),
# OPENINGS (../shared/data/openings-freestyle15.txt), SEED (1), PART (all; or lower: every match
# but the top rung's, top: the top rung's two, to run the two side by side, one per core).
# Each match's score line goes to RESULTS_DIR/<a>_vs_<b>.txt; a match already there is not
# played again, so a run can be stopped and resumed.
set -euo pipefail
cd "$(dirname "$0")/.."
table_only=false
if [[ "${1:-}" == "--table" ]]; then table_only=true; shift; fi
dir=${1:-target/ladder}
jar=${JAR:-target/inarow.jar}
games=${GAMES:-400}
anchor_games=${ANCHOR_GAMES:-$games}
top_games=${TOP_GAMES:-240}
top_anchor_games=${TOP_ANCHOR_GAMES:-100}
movetime=${MOVETIME:-1500}
top_movetime=${TOP_MOVETIME:-1000}
shared=../shared; [[ -d $shared ]] || shared=../../shared   # beside the repository, or beside a worktree's folder
openings=${OPENINGS:-$shared/data/openings-freestyle15.txt}
seed=${SEED:-1}
top=${TOP:-10}
mkdir -p "$dir"

match() { # a b games movetime
  local file="$dir/${1//=/}_vs_${2//=/}.txt"
  [[ -s "$file" ]] && return 0
  java -jar "$jar" arena --game gomoku --a "$1" --b "$2" --games "$3" --movetime "$4" --seed "$seed" \
    --openings "$openings" > "$file.games"
  tail -n 1 "$file.games" | grep '^score: ' > "$file"
}

part=${PART:-all}
if ! $table_only && [[ $part != top ]]; then
  for n in $(seq 2 $((top - 1))); do match "level=$n" "level=$((n - 1))" "$games" "$movetime"; done
  for n in $(seq 1 $((top - 1))); do match "level=$n" winpattern "$anchor_games" "$movetime"; done
fi
if ! $table_only && [[ $part != lower ]]; then
  match "level=$top" "level=$((top - 1))" "$top_games" "$top_movetime"
  match "level=$top" winpattern "$top_anchor_games" "$top_movetime"
fi

# The table: ratings chained up and down from the rung whose score against the anchor is nearest 50 %.
for n in $(seq 1 $top); do
  below="$dir/level${n}_vs_level$((n - 1)).txt"
  anchor="$dir/level${n}_vs_winpattern.txt"
  printf '%s\t%s\t%s\n' "$n" "$( [[ -s $below ]] && cat "$below" || echo -)" "$( [[ -s $anchor ]] && cat "$anchor" || echo -)"
done | awk -F'\t' '
  function frac(line,  f) { split(line, f, " "); for (i = 1; i <= length(f); i++) if (f[i] ~ /^[0-9]+-[0-9]+-[0-9]+$/) return f[i + 1]; return "" }
  function wdl(line,  f) { split(line, f, " "); for (i = 1; i <= length(f); i++) if (f[i] ~ /^[0-9]+-[0-9]+-[0-9]+$/) return f[i]; return "-" }
  function elo(line) { sub(/.* elo /, "", line); sub(/ \(95%\)$/, "", line); return line }
  function eloOf(p) { return -400 * log(1 / p - 1) / log(10) }
  { n = $1; below[n] = $2; anchor[n] = $3; last = n }
  END {
    best = 0; bestGap = 1
    for (n = 1; n <= last; n++) { p = frac(anchor[n]); if (p != "" && p > 0 && p < 1 && (p - 0.5)^2 < bestGap) { bestGap = (p - 0.5)^2; best = n } }
    if (best > 0) rating[best] = 1000 + eloOf(frac(anchor[best]))
    for (n = best + 1; n <= last && best > 0; n++) { p = frac(below[n]); if (p == "" || p <= 0 || p >= 1 || !(n - 1 in rating)) break; rating[n] = rating[n - 1] + eloOf(p) }
    for (n = best - 1; n >= 1 && best > 0; n--) { p = frac(below[n + 1]); if (p == "" || p <= 0 || p >= 1) break; rating[n] = rating[n + 1] - eloOf(p) }
    print "| level | against the level below: W-D-L, score, Elo (95 %) | against winpattern (1000): W-D-L, score, Elo (95 %) | rating |"
    print "|---|---|---|---|"
    for (n = 1; n <= last; n++) {
      b = below[n] == "-" ? "-" : wdl(below[n]) ", " frac(below[n]) ", " elo(below[n])
      a = anchor[n] == "-" ? "-" : wdl(anchor[n]) ", " frac(anchor[n]) ", " elo(anchor[n])
      r = n in rating ? sprintf("%.0f", rating[n]) : "-"
      printf "| %d | %s | %s | %s |\n", n, b, a, r
    }
  }'
