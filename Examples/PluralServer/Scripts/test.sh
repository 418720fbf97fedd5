#!/usr/bin/env bash
# Builds plural-server, starts it on a free loopback port, checks its answers over real HTTP with
# curl, and stops it. Exits non-zero on the first build or start failure, or after all checks when
# any answer differs.
#
#   Scripts/test.sh                    # debug build (CI)
#   CONFIGURATION=release Scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${CONFIGURATION:-debug}

if ! command -v curl >/dev/null; then
    echo "test: installing curl"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y curl
fi

swift build -c "$configuration" --product plural-server
binary="$(swift build -c "$configuration" --show-bin-path)/plural-server"

source Scripts/server.sh
# The server's own environment names Russian and Polish: answers must not follow it. Connections
# without a complete request are closed after 2 s (the half-sent check below waits for that).
idle_timeout=2
start_server "$binary" LANG=ru_RU.UTF-8 LANGUAGE=ru:pl LC_ALL=ru_RU.UTF-8 -- --idle-timeout "$idle_timeout"
echo "test: plural-server on $base"

NNBSP=$(printf '\342\200\257')   # U+202F, French grouping
NBSP=$(printf '\302\240')        # U+00A0, Russian and Polish grouping
passed=0
failed=0

# check PATH_AND_QUERY ACCEPT_LANGUAGE(- for none) STATUS CONTENT_LANGUAGE(- for none) BODY
# BODY is the exact body, or "~TEXT" for a body that must contain TEXT.
check() {
    local target=$1 language=$2 status=$3 content_language=$4 body=$5
    local -a headers=()
    [[ $language != - ]] && headers=(-H "Accept-Language: $language")
    local got_status
    got_status=$(curl -sS --max-time 10 -o "$work/body" -D "$work/headers" -w '%{http_code}' "${headers[@]}" "$base$target") || got_status="curl failed"
    local got_body got_type got_language
    got_body=$(cat "$work/body" 2>/dev/null || true)
    got_type=$(tr -d '\r' <"$work/headers" | sed -n 's/^[Cc]ontent-[Tt]ype: //p')
    got_language=$(tr -d '\r' <"$work/headers" | sed -n 's/^[Cc]ontent-[Ll]anguage: //p')
    local problems=()
    [[ $got_status == "$status" ]] || problems+=("status $got_status, expected $status")
    if [[ $status == 200 || $status == 400 ]]; then
        [[ $got_type == "text/plain; charset=utf-8" ]] || problems+=("Content-Type '$got_type'")
        grep -qi '^x-content-type-options: nosniff' "$work/headers" || problems+=("no X-Content-Type-Options: nosniff")
    fi
    [[ $content_language == - ]] && content_language=
    [[ $got_language == "$content_language" ]] || problems+=("Content-Language '$got_language', expected '$content_language'")
    if [[ $body == "~"* ]]; then
        [[ $got_body == *"${body#\~}"* ]] || problems+=("body '$got_body' lacks '${body#\~}'")
    else
        [[ $got_body == "$body" ]] || problems+=("body '$got_body', expected '$body'")
    fi
    if ((${#problems[@]})); then
        failed=$((failed + 1))
        printf 'FAIL GET %s (Accept-Language: %s): %s\n' "$target" "$language" "$(IFS=';'; echo "${problems[*]}")"
    else
        passed=$((passed + 1))
    fi
}

check /health - 200 - ok
check /constant - 200 en "12 files"

# No header, or nothing acceptable: English, the development language.
check "/files?count=0" - 200 en "No files"
check "/files?count=1" - 200 en "1 file"
check "/files?count=2" - 200 en "2 files"
check "/files?count=1000000" - 200 en "1,000,000 files"
check "/files?count=-1" - 200 en "-1 file"           # CLDR: operands are absolute
check "/files?count=5" "de-AT, ja;q=0.5" 200 en "5 files"
check "/files?count=5" "*;q=0" 200 en "5 files"
check "/files?count=5" "zh-Hant-HK" 200 en "5 files"
check "/files?count=5" ";;;, q=2, en_US, fr;q=1.5" 200 en "5 files"
check "/files?count=5" "$(printf 'x%.0s' $(seq 1 6000))" 200 en "5 files"

# Russian.
check "/files?count=1" ru 200 ru "1 файл"
check "/files?count=2" ru-RU 200 ru "2 файла"
check "/files?count=5" "ru-RU, en;q=0.5" 200 ru "5 файлов"
check "/files?count=21" ru 200 ru "21 файл"
check "/files?count=22" ru 200 ru "22 файла"
check "/files?count=0" ru 200 ru "0 файлов"
check "/files?count=1000000" ru 200 ru "1${NBSP}000${NBSP}000 файлов"

# Polish.
check "/files?count=1" pl 200 pl "1 plik"
check "/files?count=3" pl-PL 200 pl "3 pliki"
check "/files?count=5" pl 200 pl "5 plików"
check "/files?count=22" pl 200 pl "22 pliki"
check "/files?count=1234" pl 200 pl "1234 pliki"
check "/files?count=1000000" pl 200 pl "1${NBSP}000${NBSP}000 plików"

# French, also through RFC 4647 lookup (fr-CH -> fr).
check "/files?count=0" fr 200 fr "0 fichier"
check "/files?count=1" fr-CH 200 fr "1 fichier"
check "/files?count=2" "fr-CH, fr;q=0.9, en;q=0.8" 200 fr "2 fichiers"
check "/files?count=1000000" fr 200 fr "1${NNBSP}000${NNBSP}000 de fichiers"
check "/files?count=1234" fr 200 fr "1${NNBSP}234 fichiers"

# Arabic: every category.
check "/files?count=0" ar 200 ar "لا توجد ملفات"
check "/files?count=1" ar-EG 200 ar "ملف واحد"
check "/files?count=2" ar 200 ar "ملفان"
check "/files?count=3" ar 200 ar "3 ملفات"
check "/files?count=11" ar 200 ar "11 ملفًا"
check "/files?count=100" ar 200 ar "100 ملف"

# Weights, q=0, case.
check "/files?count=5" "ru;q=0.3, pl;q=0.7" 200 pl "5 plików"
check "/files?count=5" "en;q=0, ru" 200 ru "5 файлов"
check "/files?count=5" "fr-CH, fr;q=0" 200 en "5 files"
check "/files?count=5" "PL-pl;Q=0.9" 200 pl "5 plików"

# A count that is not a whole number: 400 naming the parameter.
check "/files?count=abc" - 400 - "~'count'"
check "/files?count=1.5" - 400 - "~'count'"
check "/files?count=" - 400 - "~'count'"
check "/files?count" - 400 - "~'count'"
check "/files" - 400 - "~'count' is missing"
check "/files?count=9223372036854775808" - 400 - "~'count' must be a whole number from"
check "/files?count=-9223372036854775809" ru 400 - "~'count'"
check "/files?count=1e3" - 400 - "~'count'"
check "/files?count=%205" - 400 - "~'count'"
check "/files?count=1&count=2" - 400 - "~'count' is given 2 times"
check "/files?number=5" - 400 - "~'count'"
# What the request says is shown escaped: control characters and markup never come back raw.
check "/files?count=%1B%5B31m" - 400 - "error: query parameter 'count' must be a whole number, not '\\u{1B}[31m'"
check "/files?count=%3Cscript%3Ealert(1)%3C/script%3E" - 400 - "error: query parameter 'count' must be a whole number, not '\\u{3C}script\\u{3E}alert(1)\\u{3C}/script\\u{3E}'"
check "/files?count=a%00b%0D%0Ac%E2%80%AE" - 400 - "error: query parameter 'count' must be a whole number, not 'a\\u{0}b\\r\\nc\\u{202E}'"

check /nowhere - 404 - "~"

# Half-sent connections: 200 clients that open a connection and send part of a request head (or
# nothing) and wait. The server must still answer others meanwhile, and close every one of them
# once the idle timeout has passed (it held them for ever, until it could accept no more).
# Bounded: 200 connections, at most 30 s.
if timeout 30 python3 - "$port" "$idle_timeout" <<'PY'
import socket, sys, time, urllib.request
port, idle = int(sys.argv[1]), float(sys.argv[2])
held = []
for index in range(200):
    connection = socket.create_connection(("127.0.0.1", port), timeout=5)
    if index % 4:
        connection.sendall(b"GET /files?count=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Lang")
    held.append(connection)
opened = time.monotonic()
answer = urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5).read()
if answer != b"ok":
    sys.exit(f"the server answered {answer!r} beside the half-sent connections")
deadline = opened + idle + 10
closed = 0
for connection in held:
    while True:
        connection.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            if not connection.recv(4096):
                closed += 1
                break
        except ConnectionResetError:
            closed += 1
            break
        except socket.timeout:
            break
    connection.close()
if closed != len(held):
    sys.exit(f"{len(held) - closed} of {len(held)} half-sent connections still open {idle + 10:.0f} s after they were sent")
answer = urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5).read()
if answer != b"ok":
    sys.exit(f"the server answered {answer!r} after closing the half-sent connections")
print(f"test: {closed} half-sent connections closed by the server; it answered meanwhile and after")
PY
then
    passed=$((passed + 1))
else
    failed=$((failed + 1))
    echo "FAIL half-sent connections"
fi

echo "test: $passed passed, $failed failed"
((failed == 0))
