import Foundation

/// A part of a ``Resolution`` made when first read: the provenance reasons and the
/// motion transaction are text and decisions that most readers of a resolution (lint rules,
/// caches, renderers) never look at. Until then it holds how to make the value; once made, the
/// value is kept and the maker released.
///
/// A value type: copies share one memo, and equality and hashing are those of the value.
struct Lazy<Value: Hashable & Sendable>: Hashable, Sendable {
    private enum State: Sendable {
        case made(Value)
        case pending(Memo)
    }

    private let state: State

    /// A value already made.
    init(_ value: Value) {
        state = .made(value)
    }

    /// A value that `make` makes when it is first read; `make` runs at most once per memo (two
    /// threads reading at once may both run it, and keep the same value).
    init(making make: @escaping @Sendable () -> Value) {
        state = .pending(Memo(make))
    }

    var value: Value {
        switch state {
        case .made(let value): value
        case .pending(let memo): memo.value
        }
    }

    static func == (lhs: Lazy, rhs: Lazy) -> Bool {
        if case .pending(let left) = lhs.state, case .pending(let right) = rhs.state, left === right { return true }
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }

    /// The memo. `made` and `make` change once, under ``lock``.
    private final class Memo: @unchecked Sendable {
        /// One lock for every memo: it is held only to read or store, never while making.
        private static var lock: NSLock { memoLock }
        /// The value once made, boxed: an optional of the generic `Value` made every memo's
        /// deinit look up `Optional<Value>`'s metadata, an optional object does not.
        private var made: Made?
        private var make: (@Sendable () -> Value)?

        private final class Made {
            let value: Value

            init(_ value: Value) {
                self.value = value
            }
        }

        init(_ make: @escaping @Sendable () -> Value) {
            self.make = make
        }

        var value: Value {
            Self.lock.lock()
            let known = made, maker = make
            Self.lock.unlock()
            if let known { return known.value }
            guard let maker else { preconditionFailure("a lazy value has neither a value nor a maker") }
            let value = maker()
            Self.lock.lock()
            if made == nil {
                made = Made(value)
                make = nil
            }
            Self.lock.unlock()
            return value
        }
    }
}

/// The lock of every ``Lazy`` memo (a generic type cannot have stored statics).
private let memoLock = NSLock()
