#!/usr/bin/env bash
# Runs each libFuzzer harness for a fixed time: Tests/Fuzz/run.sh [SECONDS] [HARNESS...]
#
# SECONDS per harness (default 60). Each harness starts from its seed corpus in
# Tests/Fuzz/Corpus/NAME and grows a working corpus in .build/fuzz/corpus/NAME (kept between
# runs, never committed). A crash, an assertion, an ASan report, a timeout (one input over 20 s) or an
# allocation over -rss_limit_mb stops that harness, writes the input to .build/fuzz/artifacts/ and
# makes this script exit 1. The seeds themselves run first, so a regression on a seed fails at once.
set -uo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -eq 0 ] && harnesses=(ClassParserFuzz SwiftScannerFuzz ResolverThemeFuzz MessageReaderFuzz JSONTextFuzz DesignTokensFuzz HTTPRequestFuzz)

Tests/Fuzz/build.sh || exit 1
out=${FUZZ_BUILD:-.build/fuzz}
mkdir -p "$out/artifacts"
# libFuzzer must see the crash itself: Swift's backtracer would catch the signal first.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
failed=0
for name in "${harnesses[@]}"; do
    corpus="$out/corpus/$name"
    mkdir -p "$corpus"
    log="$out/$name.log"
    "$out/bin/$name" "$corpus" "Tests/Fuzz/Corpus/$name" -max_total_time="$seconds" -max_len=8192 -timeout=20 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$out/artifacts/$name-" >"$log" 2>&1
    status=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
    speed=$(grep -o 'exec/s: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || true)
    size=$(find "$corpus" -type f | wc -l)
    if [ $status -ne 0 ]; then
        failed=1
        echo "fuzz: $name FAILED (exit $status); see $log and $out/artifacts/" >&2
        grep -m 20 -E "ERROR|Fatal error|Assertion|precondition|SUMMARY|Test unit written" "$log" >&2
    else
        echo "fuzz: $name ok: ${runs:-?} runs in ${seconds} s (${speed:-?} exec/s), corpus $size inputs"
    fi
done
exit $failed
