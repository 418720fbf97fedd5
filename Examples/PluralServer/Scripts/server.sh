# Sourced by test.sh and load.sh: starts plural-server on a free loopback port and stops it when the
# script exits. Sets `work` (a scratch folder, removed at exit), then `server_pid`, `port` and `base`.
#
#   start_server BINARY [NAME=VALUE...] [-- OPTION...]    # environment additions, then the server's options
work=$(mktemp -d)
server_pid=
stop_server() {
    if [[ -n $server_pid ]] && kill -0 "$server_pid" 2>/dev/null; then
        kill "$server_pid"
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap stop_server EXIT

start_server() {
    local binary=$1
    shift
    local -a environment=() options=()
    while (($#)) && [[ $1 != -- ]]; do environment+=("$1"); shift; done
    (($#)) && shift
    options=("$@")
    env "${environment[@]}" "$binary" --hostname 127.0.0.1 --port 0 "${options[@]}" >"$work/server.log" 2>&1 &
    server_pid=$!
    port=
    for _ in $(seq 1 600); do
        port=$(sed -n 's/^plural-server: listening on .*:\([0-9][0-9]*\)$/\1/p' "$work/server.log")
        [[ -n $port ]] && break
        kill -0 "$server_pid" 2>/dev/null || { echo "the server exited:"; cat "$work/server.log"; return 1; }
        sleep 0.1
    done
    [[ -n $port ]] || { echo "the server did not start within 60 s:"; cat "$work/server.log"; return 1; }
    base="http://127.0.0.1:$port"
}
