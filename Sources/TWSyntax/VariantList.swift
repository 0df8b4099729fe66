/// The variants of one token. Up to two are stored inline, so that parsing a token allocates
/// nothing in the common case; more spill into an array.
public struct VariantList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private var first: Variant?
    private var second: Variant?
    private var rest: [Variant] = []
    public private(set) var count: Int = 0

    public init() {}

    public init(arrayLiteral elements: Variant...) {
        for element in elements { append(element) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Variant {
        precondition(position >= 0 && position < count, "variant index out of range")
        switch position {
        case 0: return first!
        case 1: return second!
        default: return rest[position - 2]
        }
    }

    public mutating func append(_ variant: Variant) {
        switch count {
        case 0: first = variant
        case 1: second = variant
        default: rest.append(variant)
        }
        count += 1
    }
}
