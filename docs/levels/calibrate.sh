#!/bin/bash
# Calibration of the Skill Levels (docs/GUI.md): the chain of neighbours,
# the matches three levels apart, and the anchor against level 0, at fixed
# nodes with both cores. Run from the repository root:
#   go build -o /tmp/chuhe-lv ./cmd/chuhe && docs/levels/calibrate.sh /tmp/chuhe-lv OUTDIR
# A match whose OUTDIR/NAME.json exists is skipped, so a run resumes.
# Then: chuhe match --ratings OUTDIR/*.json --anchor fsf400=1000
set -euo pipefail
C=${1:?usage: calibrate.sh CHUHE OUTDIR}
OUT=${2:?usage: calibrate.sh CHUHE OUTDIR}
FSF=${FSF:-/usr/games/fairy-stockfish}
mkdir -p "$OUT"
COMMON=(--openings testdata/openings.txt --shuffle --seed 16 --concurrency 2 --resign-score 600 --resign-moves 4
  --draw-score 10 --draw-moves 10 --draw-ply 100 --max-plies 300 --json --quiet)
lv() { echo "cmd=$C name=L$1 'option.Skill Level=$1'"; }
run() { # name, match arguments...
  local name=$1; shift
  [ -s "$OUT/$name.json" ] && return
  echo "$(date +%T) $name" >&2
  "$C" match "$@" "${COMMON[@]}" --pgn "$OUT/$name.pgn" > "$OUT/$name.tmp" && mv "$OUT/$name.tmp" "$OUT/$name.json"
}
run fsf400-L0 --engine "cmd=$FSF name=fsf400 ranks=1 option.UCI_Variant=xiangqi option.Threads=1 option.Hash=16" \
  --engine "$(lv 0)" --nodes 400 --games 100
for i in $(seq 0 18); do
  run "L$i-L$((i+1))" --engine "$(lv $i)" --engine "$(lv $((i+1)))" --nodes 1000000 --games 100
done
for i in $(seq 0 2 16); do
  run "L$i-L$((i+3))" --engine "$(lv $i)" --engine "$(lv $((i+3)))" --nodes 1000000 --games 100
done
