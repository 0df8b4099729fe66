/// Where bytes stop being UTF-8: the one policy for every input TWKit reads as text (JSON
/// documents here, class strings and Swift sources through TWSyntax's `InputFile`).
public enum UTF8Validation {
    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or nil
    /// for valid UTF-8.
    public static func firstInvalidOffset(_ bytes: some Sequence<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
