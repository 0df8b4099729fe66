import TWResolve

/// The types a file declares and the types it uses, by byte position: what lets a registration
/// made for a subtree (`VStack { Row() }.cnTextUtilities()`) reach the body of `Row`, declared
/// in another file, as it does in SwiftUI.
public struct ViewTypeIndex: Sendable, Hashable {
    /// A `struct`, `class`, `enum`, `actor` or `extension`: its name (the last component of a
    /// qualified one) and its bytes, keyword through closing brace.
    public struct Declaration: Sendable, Hashable {
        public var name: String
        public var start: Int
        public var end: Int
    }

    /// A use of a type: a capitalised name called or given a trailing closure (`Row()`,
    /// `Card { … }`), not after a dot; its first byte.
    public struct Use: Sendable, Hashable {
        public var start: Int
        public var name: String
    }

    public var declarations: [Declaration] = []
    /// In file order.
    public var uses: [Use] = []

    public init() {}

    /// The index of a scanned file.
    public init(_ file: ScannedFile) {
        var reader = SinkFinder(stream: file.tokens, source: file.source, configuration: ScannerConfiguration())
        reader.level = TokenLevel(stream: file.tokens, range: 0..<file.tokens.tokens.count)
        let declarationKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
        for p in 0..<reader.level.count where reader.kind(p) == .identifier {
            if let (name, close) = reader.typeDeclaration(at: p), let name {
                declarations.append(Declaration(name: name, start: reader.range(p).start, end: reader.range(close).end))
                continue
            }
            guard let next = reader.kind(p + 1), next == .leftParen || next == .leftBrace, reader.kind(p - 1) != .dot else { continue }
            let first = reader.source.bytes[reader.range(p).start]
            guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { continue }
            if p > 0, reader.kind(p - 1) == .identifier, declarationKeywords.contains(reader.text(p - 1)) { continue }
            uses.append(Use(start: reader.range(p).start, name: reader.text(p)))
        }
    }

    /// The names of the types used between bytes `start` and `end`.
    public func uses(from start: Int, to end: Int) -> Set<String> {
        var lo = 0, hi = uses.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if uses[mid].start < start { lo = mid + 1 } else { hi = mid }
        }
        var names: Set<String> = []
        while lo < uses.count, uses[lo].start < end {
            names.insert(uses[lo].name)
            lo += 1
        }
        return names
    }

    /// The names of the declarations around byte range `start..<end`.
    func declarations(around start: Int, _ end: Int) -> [String] {
        declarations.filter { $0.start <= start && end <= $0.end }.map(\.name)
    }
}
