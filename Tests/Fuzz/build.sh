#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Tests/Fuzz/Harnesses into .build/fuzz/bin (or $FUZZ_BUILD/bin).
#
# SwiftPM cannot build a libFuzzer binary, so the package's modules are compiled here with swiftc,
# each into a static library with coverage and AddressSanitizer (-sanitize=fuzzer,address), and
# each harness is linked against the modules it needs. Only the modules a harness uses are built:
# TWJSON, TWSyntax, TWResolve, TWLint, TWEmit, the language server's Protocol and Transport files
# (over TWJSON, which holds their JSON type), and the bridge's HTTP parsing files.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then export PATH=/opt/swift/usr/bin:$PATH; fi

out=${FUZZ_BUILD:-.build/fuzz}
mkdir -p "$out/modules" "$out/bin" "$out/generated"
# -package-name: the modules share `package` declarations, as they do in the SwiftPM build.
# -enable-testing: a harness may compare an internal fast path with the general one (ClassParserFuzz).
flags=(-sanitize=fuzzer,address -parse-as-library -Onone -gnone -swift-version 6 -package-name TWKit -enable-testing -I "$out/modules" -L "$out/modules")

# SwiftPM's embedInCode resource for TWResolve: the built-in theme as a byte array.
# Written only when it changes, so that TWResolve is not rebuilt needlessly.
python3 - "$out/generated/TWResolveResources.swift" <<'PY'
import os, sys
data = open("Sources/TWResolve/Resources/default.json", "rb").read()
text = "struct PackageResources {\nstatic let default_json: [UInt8] = [" + ",".join(map(str, data)) + "]\n}\n"
if not os.path.exists(sys.argv[1]) or open(sys.argv[1]).read() != text:
    open(sys.argv[1], "w").write(text)
PY

# module NAME FILES...: a static library and its .swiftmodule, rebuilt when a source is newer or
# a module built before it (one it may import) was rebuilt.
rebuilt=false
module() {
    local name=$1; shift
    local library="$out/modules/lib$name.a"
    if ! $rebuilt && [ -f "$library" ] && [ -z "$(find "$@" -newer "$library" 2>/dev/null | head -1)" ]; then return; fi
    rebuilt=true
    echo "fuzz build: $name" >&2
    swiftc "${flags[@]}" -emit-library -static -emit-module -module-name "$name" \
        -emit-module-path "$out/modules/$name.swiftmodule" -o "$library" "$@"
}

module TWJSON $(find Sources/TWJSON -name '*.swift' | sort)
module TWSyntax $(find Sources/TWSyntax -name '*.swift' | sort)
module TWResolve $(find Sources/TWResolve -name '*.swift' | sort) "$out/generated/TWResolveResources.swift"
# TWEmit's embedInCode resources (its JSON schemas), as SwiftPM names them.
python3 - "$out/generated/TWEmitResources.swift" <<'PY'
import os, sys, glob
parts = []
for path in sorted(glob.glob("Sources/TWEmit/Resources/*.json")):
    data = open(path, "rb").read()
    name = os.path.basename(path).replace(".", "_").replace("-", "_")
    parts.append("static let " + name + ": [UInt8] = [" + ",".join(map(str, data)) + "]")
text = "struct PackageResources {\n" + "\n".join(parts) + "\n}\n"
if not os.path.exists(sys.argv[1]) or open(sys.argv[1]).read() != text:
    open(sys.argv[1], "w").write(text)
PY
module TWEmit $(find Sources/TWEmit -name '*.swift' | sort) "$out/generated/TWEmitResources.swift"
# TWLint writes Swift text through TWEmit's escaping, so it comes after it.
module TWLint $(find Sources/TWLint -name '*.swift' | sort)

# harness NAME LIBRARIES... -- EXTRA SOURCES...
harness() {
    local name=$1; shift
    local libraries=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do libraries+=("-l$1"); shift; done
    [ $# -gt 0 ] && shift
    local binary="$out/bin/$name"
    if ! $rebuilt && [ -f "$binary" ] && [ -z "$(find "Tests/Fuzz/Harnesses/$name.swift" "$@" -newer "$binary" 2>/dev/null | head -1)" ]; then return; fi
    echo "fuzz build: $name" >&2
    # gold warns about every ASan helper symbol; those lines say nothing.
    swiftc "${flags[@]}" -module-name "${name}Harness" -o "$out/bin/$name" "Tests/Fuzz/Harnesses/$name.swift" "$@" "${libraries[@]}" \
        2> >(grep -v "warning: Cannot export local symbol" >&2)
}

harness ClassParserFuzz TWSyntax TWJSON
harness SwiftScannerFuzz TWLint TWEmit TWResolve TWSyntax TWJSON
harness ResolverThemeFuzz TWResolve TWSyntax TWJSON
harness JSONTextFuzz TWJSON
harness DesignTokensFuzz TWEmit TWResolve TWSyntax TWJSON
harness MessageReaderFuzz TWResolve TWSyntax TWJSON -- $(find Sources/TWLanguageServer/Protocol Sources/TWLanguageServer/Transport -name '*.swift' | sort)
# The bridge's request parser and the few HTTP files it needs (TWBridge itself sits over the language server).
harness HTTPRequestFuzz -- Sources/TWBridge/HTTP/HTTPRequestHead.swift Sources/TWBridge/HTTP/HTTPRequest.swift \
    Sources/TWBridge/HTTP/HTTPStatus.swift Sources/TWBridge/HTTP/HTTPSyntax.swift Sources/TWBridge/HTTP/RequestTarget.swift
