/// A fixed set of `String` keys with values, looked up by UTF-8 bytes: a class
/// name's tail (`lg` of `rounded-lg`) is found without building a `String` from it or hashing
/// one. Made once per theme content or per static table; lookups never change it.
struct ByteKeyedTable<Value: Sendable>: Sendable {
    private var keys: [String] = []
    private var values: [Value] = []
    /// Every key's UTF-8 bytes, one after another; key `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    /// Open addressing: `key index + 1`, 0 for an empty slot; a power of two long, at most a
    /// quarter full, so that a probe always ends.
    private var slots: [Int32]

    /// A table of `pairs`; a key given twice keeps its first value.
    init<Pairs: Sequence>(_ pairs: Pairs) where Pairs.Element == (String, Value) {
        let list = Array(pairs)
        var size = 8
        // At most a quarter full: few probes.
        while size < list.count * 4 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        for (key, value) in list {
            let keyBytes = Array(key.utf8)
            let found = keyBytes.withUnsafeBufferPointer { slot(for: $0) }
            guard slots[found] == 0 else { continue }
            keys.append(key)
            values.append(value)
            bytes.append(contentsOf: keyBytes)
            starts.append(bytes.count)
            slots[found] = Int32(keys.count)
        }
    }

    /// The key equal to `key`'s bytes, with its value; nil when there is none.
    func lookUp(_ key: UnsafeBufferPointer<UInt8>) -> (key: String, value: Value)? {
        let found = Int(slots[slot(for: key)])
        guard found != 0 else { return nil }
        return (keys[found - 1], values[found - 1])
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(for key: UnsafeBufferPointer<UInt8>) -> Int {
        // FNV-1a: a few instructions a byte, and the keys are a few bytes.
        var hash: UInt32 = 2_166_136_261
        for byte in key { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        // Through buffer pointers: the probe runs on every class name.
        return slots.withUnsafeBufferPointer { slots in
            starts.withUnsafeBufferPointer { starts in
                bytes.withUnsafeBufferPointer { bytes in
                    let mask = slots.count - 1
                    var index = Int(hash) & mask
                    while true {
                        let found = Int(slots[index])
                        if found == 0 { return index }
                        let start = starts[found - 1]
                        if starts[found] - start == key.count, Self.equal(bytes.baseAddress! + start, key) { return index }
                        index = (index + 1) & mask
                    }
                }
            }
        }
    }

    private static func equal(_ stored: UnsafePointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < key.count {
            guard stored[offset] == key[offset] else { return false }
            offset += 1
        }
        return true
    }
}
