#!/bin/sh
# gen-fsf.sh: games by Fairy-Stockfish for the Texel tuner, reproducible from the seed.
#
#   tune/gen-fsf.sh OUTDIR [FIRST_SEED] [LAST_SEED] [GAMES_PER_SEED] [NODES] [FSF]
#
# Labels from a stronger player make better training data than our own games
# alone, so Fairy-Stockfish (Debian package fairy-stockfish) plays itself at
# a fixed node budget with one thread. Its two sides differ in Contempt (24
# and 0): two identical deterministic engines would play the same game with
# both colours of an opening. One `chuhe match` per seed (GAMES_PER_SEED games
# from shuffled openings of testdata/openings.txt) writes OUTDIR/fsf-SEED.pgn;
# a finished chunk is never replayed, so the script can be resumed.
set -eu
out=${1:?usage: gen-fsf.sh OUTDIR [FIRST_SEED] [LAST_SEED] [GAMES_PER_SEED] [NODES] [FSF]}
first=${2:-1001}
last=${3:-1020}
games=${4:-100}
nodes=${5:-8000}
fsf=${6:-/usr/games/fairy-stockfish}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${CHUHE_BIN:-/tmp/tune-chuhe}
mkdir -p "$out"
(cd "$root" && go build -o "$bin" ./cmd/chuhe)
engine="cmd=$fsf proto=uci ranks=1 option.UCI_Variant=xiangqi option.Threads=1 option.Hash=16"
seed=$first
while [ "$seed" -le "$last" ]; do
	pgn="$out/fsf-$seed.pgn"
	if [ ! -s "$pgn.done" ]; then
		rm -f "$pgn"
		"$bin" match --quiet \
			--engine "$engine name=fsf24 option.Contempt=24" \
			--engine "$engine name=fsf0 option.Contempt=0" \
			--nodes "$nodes" --openings "$root/testdata/openings.txt" \
			--shuffle --seed "$seed" --games "$games" --concurrency 1 \
			--resign-score 1000 --resign-moves 4 \
			--draw-score 15 --draw-moves 12 --draw-ply 160 \
			--max-plies 400 --pgn "$pgn" > "$pgn.log" 2>&1
		echo ok > "$pgn.done"
	fi
	seed=$((seed + 1))
done
