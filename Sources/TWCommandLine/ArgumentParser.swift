/// A usage error: exit status 2, with the message on standard error.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// What a command accepts: flags without a value and options with one.
public struct ArgumentSpec: Sendable {
    /// Flags such as `--json`; `-h` is always read as `--help`.
    public var flags: Set<String>
    /// Options that take a value, as `--name value` or `--name=value`.
    public var options: Set<String>

    public init(flags: Set<String> = [], options: Set<String> = []) {
        self.flags = flags.union(["--help"])
        self.options = options
    }
}

/// The arguments of one command after parsing.
public struct ParsedArguments: Equatable, Sendable {
    public var flags: Set<String> = []
    public var options: [String: String] = [:]
    /// Every value of each option in the order given, for options that may repeat
    /// (`--phrases A --phrases B`); `options` keeps the last.
    public var repeatedOptions: [String: [String]] = [:]
    public var positionals: [String] = []

    public func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A small hand-written argument parser (swift-argument-parser is not available offline).
///
/// `--` ends the options, so that a class string starting with `-` can be passed
/// (`tw parse -- -p-4`); a lone `-` is a positional argument (standard input).
public enum ArgumentParser {
    public static func parse(_ arguments: [String], spec: ArgumentSpec) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result.positionals.append(contentsOf: arguments[index...])
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                result.positionals.append(argument)
                continue
            }
            let name: String, inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument == "-h" ? "--help" : argument
                inlineValue = nil
            }
            if spec.flags.contains(name) {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                result.flags.insert(name)
            } else if spec.options.contains(name) {
                if let inlineValue {
                    result.options[name] = inlineValue
                    result.repeatedOptions[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    result.options[name] = arguments[index]
                    result.repeatedOptions[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value")
                }
            } else {
                throw UsageError("unknown option '\(name)' (put '--' before a class string that starts with '-')")
            }
        }
        return result
    }
}
