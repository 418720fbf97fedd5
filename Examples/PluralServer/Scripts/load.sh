#!/usr/bin/env bash
# Load comparison on loopback: wrk drives GET /files (localized: Accept-Language negotiated, plural
# form selected, number formatted) and GET /constant (a fixed text, same headers) of one release
# build of plural-server, one after the other in the same run, and reports requests/s, p99
# latency, errors and the server's resident memory before and after.
#
#   Scripts/load.sh                   # 30 s per route (6 alternating slices of 5 s), 64 connections, 2 wrk threads
#   DURATION=10 SLICES=2 CONNECTIONS=32 Scripts/load.sh
# Goal: /files at least 0.8x the requests/s of /constant. Exits non-zero on any error or a missed goal.
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${DURATION:-30}
connections=${CONNECTIONS:-64}
threads=${THREADS:-2}

if ! command -v wrk >/dev/null; then
    echo "load: installing wrk"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y wrk
fi

swift build -c release --product plural-server
binary="$(swift build -c release --show-bin-path)/plural-server"

source Scripts/server.sh
start_server "$binary"

rss() { awk '/^VmRSS/ { print $2 }' "/proc/$server_pid/status"; }
# The server's CPU time (user + system) in clock ticks: a cost per request that does not depend on
# how much of the machine other work takes.
ticks() { awk '{ print $14 + $15 }' "/proc/$server_pid/stat"; }
hertz=$(getconf CLK_TCK)

# Each request takes the next of a few real browser headers and counts, so that languages,
# plural forms and number grouping change from request to request.
cat >"$work/requests.lua" <<'LUA'
local headers = {
  "ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7", "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5",
  "pl-PL,pl;q=0.9", "ar-EG,ar;q=0.9,en;q=0.8", "en-US,en;q=0.9", "de-DE,de;q=0.9",
}
local counts = { 0, 1, 2, 5, 22, 101, 1234, 1000000 }
local i = 0
local path = os.getenv("LOAD_PATH")
request = function()
  i = i + 1
  local target = path
  if path == "/files" then target = path .. "?count=" .. counts[i % #counts + 1] end
  return wrk.format("GET", target, { ["Accept-Language"] = headers[i % #headers + 1] })
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %d %d %.0f %.0f %d\n", summary.requests, summary.duration,
    latency:percentile(99), latency:percentile(50), e.connect + e.read + e.write + e.status + e.timeout))
end
LUA

run() {
    local path=$1 seconds=$2
    LOAD_PATH=$path wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -s "$work/requests.lua" "$base" >"$work/wrk.out"
    grep '^RESULT' "$work/wrk.out"
}

# Warm-up: caches, allocator, connections.
run /files 2 >/dev/null
run /constant 2 >/dev/null
# The two routes alternate in slices (ABBA order), so that both see the same background load on a
# shared machine.
slices=${SLICES:-6}
slice=$(( (duration + slices - 1) / slices ))
echo "load: plural-server on $base; wrk -t$threads -c$connections, ${duration} s per route in $slices alternating slices; load average $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A requests micros p99 p50sum errors before after rps cpu
for path in /constant /files; do requests[$path]=0; micros[$path]=0; p99[$path]=0; p50sum[$path]=0; errors[$path]=0; cpu[$path]=0; done
for ((round = 0; round < slices; round++)); do
    order=(/constant /files)
    ((round % 2)) && order=(/files /constant)
    for path in "${order[@]}"; do
        [[ -n ${before[$path]:-} ]] || before[$path]=$(rss)
        start=$(ticks)
        read -r _ count time high median failures < <(run "$path" "$slice")
        cpu[$path]=$((cpu[$path] + $(ticks) - start))
        requests[$path]=$((requests[$path] + count))
        micros[$path]=$((micros[$path] + time))
        errors[$path]=$((errors[$path] + failures))
        p50sum[$path]=$((p50sum[$path] + median))
        ((high > p99[$path])) && p99[$path]=$high
        after[$path]=$(rss)
    done
done
printf '| route | requests/s | p50 latency (mean of slices) | p99 latency (worst slice) | errors | server CPU per request | resident memory before → after |\n|---|---|---|---|---|---|---|\n'
status=0
for path in /constant /files; do
    rps[$path]=$(awk -v r="${requests[$path]}" -v d="${micros[$path]}" 'BEGIN { printf "%.0f", r / (d / 1e6) }')
    printf '| `%s` | %s | %.2f ms | %.2f ms | %s | %.1f µs | %.1f MiB → %.1f MiB |\n' "$path" "${rps[$path]}" \
        "$(awk -v v="${p50sum[$path]}" -v n="$slices" 'BEGIN { print v / n / 1000 }')" "$(awk -v v="${p99[$path]}" 'BEGIN { print v / 1000 }')" \
        "${errors[$path]}" "$(awk -v t="${cpu[$path]}" -v h="$hertz" -v r="${requests[$path]}" 'BEGIN { print t / h * 1e6 / r }')" "$(awk -v k="${before[$path]}" 'BEGIN { print k / 1024 }')" "$(awk -v k="${after[$path]}" 'BEGIN { print k / 1024 }')"
    ((errors[$path] == 0)) || status=1
done
ratio=$(awk -v f="${rps[/files]}" -v c="${rps[/constant]}" 'BEGIN { printf "%.2f", f / c }')
echo
echo "load: /files ÷ /constant = ${ratio}x requests/s (goal ≥ 0.80x); load average $(cut -d' ' -f1-3 /proc/loadavg)"
awk -v r="$ratio" 'BEGIN { exit !(r >= 0.8) }' || status=1
exit $status
