/// A matrix encodes as its `twkit.matrix/1` document (``MatrixJSON``), so a design tool can put it
/// in its own JSON with any encoder: `try JSONEncoder().encode(matrix)`.
extension Matrix: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try MatrixJSON.document(self).encode(to: encoder)
    }
}
