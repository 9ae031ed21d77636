#!/bin/sh
# gen-fsf.sh: games by Fairy-Stockfish for the Texel tuner, reproducible from the seed.
#
#   tune/gen-fsf.sh OUTDIR [FIRST_SEED] [LAST_SEED] [GAMES_PER_SEED] [NODES] [FSF]
#
# Labels from a stronger player make better training data than our own games
# alone, so Fairy-Stockfish (Debian package fairy-stockfish) plays itself at
# a fixed node budget with one thread. Its two sides differ in Contempt (24
# and 0): two identical deterministic engines would play the same game with
# both colours of an opening. gen.sh does the rest: one `chuhe match` per
# seed writes OUTDIR/fsf-SEED.pgn, and a finished chunk is never replayed.
set -eu
out=${1:?usage: gen-fsf.sh OUTDIR [FIRST_SEED] [LAST_SEED] [GAMES_PER_SEED] [NODES] [FSF]}
fsf=${6:-/usr/games/fairy-stockfish}
engine="cmd=$fsf proto=uci ranks=1 option.UCI_Variant=xiangqi option.Threads=1 option.Hash=16"
ENGINE_A="$engine name=fsf24 option.Contempt=24" \
ENGINE_B="$engine name=fsf0 option.Contempt=0" \
PREFIX=fsf \
	exec "$(dirname "$0")/gen.sh" "$out" "${2:-1001}" "${3:-1020}" "${4:-100}" "${5:-8000}"
