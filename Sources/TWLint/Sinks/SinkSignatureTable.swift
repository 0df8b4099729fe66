/// The ``SinkSignature``s a scan knows, by name: swiftcn's API (``SwiftCNSignatures``) and the
/// declarations found in the linted package.
public struct SinkSignatureTable: Sendable, Hashable {
    /// Initialisers by type name.
    public private(set) var initializers: [String: [SinkSignature]] = [:]
    /// Functions by name.
    public private(set) var functions: [String: [SinkSignature]] = [:]
    /// Bit `b` set when some name starts with byte `b` (non-ASCII bytes share bit 127).
    private var firstBytes: (UInt64, UInt64) = (0, 0)
    /// Bit `n` set when some name is `n` bytes long (63 for 63 or more).
    private var lengths: UInt64 = 0

    public init(_ signatures: [SinkSignature] = []) {
        add(signatures)
    }

    public mutating func add(_ signatures: [SinkSignature]) {
        for signature in signatures {
            if signature.isInitializer {
                guard initializers[signature.name]?.contains(signature) != true else { continue }
                initializers[signature.name, default: []].append(signature)
            } else {
                guard functions[signature.name]?.contains(signature) != true else { continue }
                functions[signature.name, default: []].append(signature)
            }
            all.append(signature)
            guard let first = signature.name.utf8.first else { continue }
            let bit = UInt64(min(first, 127))
            if bit < 64 { firstBytes.0 |= 1 << bit } else { firstBytes.1 |= 1 << (bit - 64) }
            lengths |= 1 << UInt64(min(signature.name.utf8.count, 63))
        }
    }

    /// Every signature, in the order added (repeats dropped).
    public private(set) var all: [SinkSignature] = []

    public var isEmpty: Bool { initializers.isEmpty && functions.isEmpty }

    /// A quick test before a lookup: false when no name starts with `first` and is `length` bytes.
    @inline(__always) func mayName(_ first: UInt8, length: Int) -> Bool {
        let bit = UInt64(min(first, 127))
        let hasFirst = bit < 64 ? firstBytes.0 & (1 << bit) != 0 : firstBytes.1 & (1 << (bit - 64)) != 0
        return hasFirst && lengths & (1 << UInt64(min(length, 63))) != 0
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.initializers == rhs.initializers && lhs.functions == rhs.functions }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(initializers.count)
        hasher.combine(functions.count)
    }
}
