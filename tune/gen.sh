#!/bin/sh
# gen.sh: self-play games for the Texel tuner, reproducible from the seed.
#
#   [CHUHE_B=BINARY] tune/gen.sh OUTDIR [FIRST_SEED] [LAST_SEED] [GAMES_PER_SEED] [NODES]
#
# Builds chuhe from the working tree as engine a; engine b is CHUHE_B, a
# build of another chuhe version (default: a itself). Two identical engines
# at a node budget play the same game with both colours of an opening, so
# half of such games are repeats (the extractor drops them); a different
# version for b makes every game new. The script then plays one `chuhe match` per seed
# (GAMES_PER_SEED games, shuffled openings from testdata/openings.txt, both
# colours per opening) at a fixed node budget, so the games do not depend on
# machine load. Each seed writes OUTDIR/selfplay-SEED.pgn; a finished chunk
# is never replayed, so the script can be resumed. Resign and draw
# adjudication shorten decided games; the extractor (cmd/tune extract) drops
# the plies near an adjudicated end.
#
# ENGINE_A and ENGINE_B, when set, are whole --engine specifications that
# replace the two chuhe builds, and PREFIX (default selfplay) names the
# files: gen-fsf.sh uses them to let Fairy-Stockfish play itself.
set -eu
out=${1:?usage: gen.sh OUTDIR [FIRST_SEED] [LAST_SEED] [GAMES_PER_SEED] [NODES]}
first=${2:-1}
last=${3:-8}
games=${4:-100}
nodes=${5:-10000}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${CHUHE_BIN:-/tmp/tune-chuhe}
binb=${CHUHE_B:-$bin}
mkdir -p "$out"
(cd "$root" && go build -o "$bin" ./cmd/chuhe)
enga=${ENGINE_A:-"cmd=$bin name=a proto=ucci"}
engb=${ENGINE_B:-"cmd=$binb name=b proto=ucci"}
prefix=${PREFIX:-selfplay}
seed=$first
while [ "$seed" -le "$last" ]; do
	pgn="$out/$prefix-$seed.pgn"
	if [ ! -s "$pgn.done" ]; then
		rm -f "$pgn"
		"$bin" match --quiet \
			--engine "$enga" --engine "$engb" \
			--nodes "$nodes" --openings "$root/testdata/openings.txt" \
			--shuffle --seed "$seed" --games "$games" --concurrency 1 \
			--resign-score 1000 --resign-moves 4 \
			--draw-score 15 --draw-moves 12 --draw-ply 160 \
			--max-plies 400 --pgn "$pgn" > "$pgn.log" 2>&1
		echo ok > "$pgn.done"
	fi
	seed=$((seed + 1))
done
