#!/usr/bin/env bash
# Compare go vet with and without idemlint on the same packages, in one
# run, with a fresh build cache each time so neither replays results.
#
#   bench/vet.sh [dir] [patterns...]     (default: the examples module, ./...)
#
# Prints wall-clock seconds and the ratio idemlint / go vet.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-$root/examples}"
shift || true
patterns=("${@:-./...}")
bin="$(mktemp -d)/idemlint"
go build -o "$bin" "$root/cmd/idemlint"

run() { # name, command...
	local cache; cache="$(mktemp -d)"
	# Warm the compile cache, then time vet alone with vet's own cache cold.
	(cd "$dir" && GOCACHE="$cache" go build "${patterns[@]}" >/dev/null 2>&1 || true)
	local start end
	start=$(date +%s.%N)
	(cd "$dir" && GOCACHE="$cache" "$@" "${patterns[@]}" >/dev/null 2>&1 || true)
	end=$(date +%s.%N)
	rm -rf "$cache"
	awk -v a="$start" -v b="$end" 'BEGIN{printf "%.3f", b-a}'
}

vet=$(run go vet)
idem=$(run go vet -vettool="$bin")
printf 'go vet            %6.2fs\n' "$vet"
printf 'go vet + idemlint %6.2fs\n' "$idem"
awk -v a="$vet" -v b="$idem" 'BEGIN{printf "ratio             %6.2f\n", b/a}'
