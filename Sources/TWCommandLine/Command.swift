import TWSyntax

/// Checks a parsed class string. The default reports only syntax; the resolver's catalog will
/// provide one that also knows which utilities exist.
public typealias Validator = @Sendable (ClassList) -> [Diagnostic]

/// One subcommand of `tw`.
public protocol Command: Sendable {
    /// The word after `tw`.
    var name: String { get }
    /// One line for `tw --help`.
    var summary: String { get }
    /// The full text of `tw help NAME`.
    var help: String { get }
    /// Runs with the arguments after the command name; returns the exit status. Throws a
    /// ``UsageError`` for exit status 2.
    func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32
}
