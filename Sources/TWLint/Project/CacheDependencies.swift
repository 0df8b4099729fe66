import TWResolve

/// What one file's findings depend on in the other files of a run, for its ``LintCache`` key:
/// the package-wide registrations it can name, and what reaches the view types it declares from
/// subtrees elsewhere.
///
/// A class can only be valid, invalid or in conflict through a registration it names, so a file
/// depends on the registrations whose name occurs in its bytes (a run of letters, digits, `_` and
/// `-`, split at `-`: `bg-brand/50` names `bg`, `brand` and `bg-brand`), on the registrations
/// those name in their own classes, and, whatever else it names, on the registrations that reach
/// the types it declares through scopes (``ProjectRegistrations/followViewTypes(_:)``: the view
/// types between a `.twRules` and this file, in whichever files they are). A name this search
/// could miss (one with another character) is part of every key. Suggestions for unknown classes
/// are drawn from every registered name, so an entry with findings also records
/// ``namesDigest`` and is linted again when the set of names changes.
struct CacheDependencies: Sendable {
    /// Per registered name: one line per registration of that name, canonical (sorted, no
    /// hash-ordered collection), so equal registrations give equal lines in every process.
    private var lines: [String: [String]] = [:]
    /// Names the byte search cannot find: part of every key.
    private var everywhere: [String] = []
    /// The longest name in ``lines``, in UTF-8 bytes.
    private var longest = 0
    /// The FNV-1a hashes of the names in ``lines``: the search hashes each candidate as it grows
    /// and makes a string only on a hit.
    private var hashes: Set<UInt64> = []
    /// A hash of every registered name (not their values): what suggestions depend on.
    let namesDigest: String

    /// The dependencies of files linted with `global` (the app's, or the tests' registrations).
    /// `forwarders` are the views that put their callers' content in a scope: a file that calls
    /// one names it.
    init(global: DiscoveredRegistrations, forwarders: [String: DiscoveredRegistrations.ContentForwarder] = [:]) {
        var lines: [String: [String]] = [:]
        func add(_ name: String, _ line: String) { lines[name, default: []].append(line) }
        for (name, forwarder) in forwarders { add(name, "forwards \(name) \(String(reflecting: forwarder))") }
        for (name, recipe) in global.named { add(name, "named \(name) \(String(reflecting: recipe))") }
        for (name, utility) in global.utilities {
            var plain = utility
            plain.output.values = [:]
            let values = utility.output.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            add(name, "utility \(name) \(String(reflecting: plain)) \(values)")
        }
        for (name, modifier) in global.modifiers { add(name, "modifier \(name) \(String(reflecting: modifier))") }
        for (name, animation) in global.animations { add(name, "animation \(name) \(String(reflecting: animation))") }
        for name in global.colors { add(name, "color \(name)") }
        for name in global.radii { add(name, "radius \(name)") }
        for name in global.shadows { add(name, "shadow \(name)") }
        for name in global.typography { add(name, "text \(name)") }
        for name in lines.keys { lines[name]!.sort() }
        self.lines = lines
        everywhere = lines.keys.filter { name in name.isEmpty || !name.utf8.allSatisfy(Self.isNameByte) }.sorted()
        longest = lines.keys.map(\.utf8.count).max() ?? 0
        hashes = Set(lines.keys.map { name in name.utf8.reduce(Self.basis) { Self.step($0, $1) } })
        namesDigest = LintCache.hash(lines.keys.sorted().map { Array($0.utf8) })
    }

    private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }

    /// Bytes that make up the names ``lines`` are searched by: ASCII letters, digits, `_`, `-`,
    /// and every byte of a non-ASCII character.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "-"), 0x80...0xFF: true
        default: false
        }
    }

    /// The registered names that occur in `bytes`: each run of name bytes, and each run of its
    /// `-`-separated pieces (`a-b-c` is also `a`, `b`, `c`, `a-b`, `b-c`).
    func names<Bytes: Collection<UInt8>>(in bytes: Bytes) -> Set<String> where Bytes.Index == Int {
        guard !lines.isEmpty else { return [] }
        var found: Set<String> = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard Self.isNameByte(bytes[index]) else {
                index += 1
                continue
            }
            var end = index
            var hasDash = false
            while end < bytes.endIndex, Self.isNameByte(bytes[end]) {
                if bytes[end] == UInt8(ascii: "-") { hasDash = true }
                end += 1
            }
            // A run of one piece (most words) names only itself: hashed in place, without the
            // boundaries below.
            if !hasDash {
                if end - index <= longest {
                    var hash = Self.basis
                    for position in index..<end { hash = Self.step(hash, bytes[position]) }
                    if hashes.contains(hash) {
                        let name = String(decoding: bytes[index..<end], as: UTF8.self)
                        if lines[name] != nil { found.insert(name) }
                    }
                }
                index = end
                continue
            }
            // The run's piece boundaries: its start, each `-` (a piece starts after it), its end.
            var starts = [index]
            for position in index..<end where bytes[position] == UInt8(ascii: "-") { starts.append(position + 1) }
            for (number, start) in starts.enumerated() {
                // A name may start at a piece (or at its `-`, for a negative class `-mt-2`).
                for from in number == 0 ? [start] : [start, start - 1] {
                    // A name ends before a later piece's `-` or at the run's end; ends ascend, so
                    // the search stops past the longest name (a run of many `-` stays linear).
                    var next = number + 1
                    var hash = Self.basis
                    var hashed = from
                    while true {
                        let upTo = next < starts.count ? starts[next] - 1 : end
                        guard upTo - from <= longest else { break }
                        while hashed < upTo {
                            hash = Self.step(hash, bytes[hashed])
                            hashed += 1
                        }
                        if upTo > from, hashes.contains(hash) {
                            let name = String(decoding: bytes[from..<upTo], as: UTF8.self)
                            if lines[name] != nil { found.insert(name) }
                        }
                        if next >= starts.count { break }
                        next += 1
                    }
                }
            }
            index = end
        }
        return found
    }

    /// The lines of the registrations a file depends on: those named in `bytes` or in `reach`
    /// (what reaches its declared types, ``reachLines(_:)``), those their own lines name, and
    /// the names the search cannot find.
    func lines(for bytes: [UInt8], reach: [String]) -> [String] {
        guard !lines.isEmpty else { return [] }
        var pending = Array(names(in: bytes)) + everywhere
        for line in reach { pending += names(in: Array(line.utf8)) }
        var seen: Set<String> = []
        var result: [String] = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let own = lines[name] else { continue }
            for line in own {
                result.append(line)
                pending += names(in: Array(line.utf8)).filter { !seen.contains($0) }
            }
        }
        return result.sorted()
    }

    /// The canonical lines of what reaches the views of the types named `types` through scopes,
    /// without origins and scopes: a type reached from several subtrees keeps the origin of
    /// whichever is merged first, and neither decides a finding.
    static func reachLines(_ registrations: ProjectRegistrations, types: some Sequence<String>) -> [String] {
        func plain<T>(_ value: T, _ strip: (inout T) -> Void) -> String {
            var copy = value
            strip(&copy)
            return String(reflecting: copy)
        }
        var result: [String] = []
        for name in Set(types).sorted() {
            guard let reach = registrations.reach(ofType: name) else { continue }
            result.append("type \(name) scopes \(reach.scopes.sorted())")
            guard let additions = reach.additions else { continue }
            result += additions.named.map { key, recipe in
                "type \(name) named \(key) " + plain(recipe) { ($0.origin, $0.scope) = (nil, .global) }
            }
            result += additions.utilities.map { key, utility in
                let values = utility.output.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                return "type \(name) utility \(key) " + plain(utility) { ($0.origin, $0.scope, $0.output.values) = (nil, .global, [:]) } + " \(values)"
            }
            result += additions.modifiers.map { key, modifier in
                "type \(name) modifier \(key) " + plain(modifier) { ($0.origin, $0.scope) = (nil, .global) }
            }
            result += additions.animations.map { "type \(name) animation \($0)" }
            result += additions.colors.map { "type \(name) color \($0)" } + additions.radii.map { "type \(name) radius \($0)" }
            result += additions.shadows.map { "type \(name) shadow \($0)" } + additions.typography.map { "type \(name) text \($0)" }
        }
        return result.sorted()
    }
}
