import Foundation
import TWTestSupport
import XCTest

/// Every `tw` and `twlint` command shown in the README and the manuals exists, with the options
/// shown: each is checked against the command's own help (`tw help COMMAND`, `twlint --help`), so
/// a renamed option or a dropped command cannot stay documented.
///
/// Commands are read from fenced blocks as a reader would copy them: every line of `sh`, `bash`
/// and `shell` blocks (not comments), the `$ ` lines of `console` blocks, and the `run:` lines
/// of `yaml` blocks; each segment between `&&`, `||`, `;` and `|` that starts with `tw`,
/// `twlint`, `swift run tw…` or `swift package twlint` is one command.
final class DocumentedCommandsTests: XCTestCase {
    struct Shown: CustomStringConvertible {
        var file: String
        var line: Int
        var tool: String
        var words: [String]
        var description: String { "\(file):\(line): \(tool) \(words.joined(separator: " "))" }
        /// The options shown, without their values: `--format` of `--format github`.
        var options: [String] {
            words.compactMap { word in
                guard word.hasPrefix("--"), word.count > 2, word.dropFirst(2).first?.isLetter == true else { return nil }
                return String(word.prefix { $0 != "=" })
            }
        }
    }

    static func shownCommands() -> [Shown] {
        var shown: [Shown] = []
        for (path, text) in UserDocumentation.files {
            var language: String?
            for (index, raw) in text.components(separatedBy: "\n").enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("```") {
                    language = language == nil ? String(line.dropFirst(3)) : nil
                    continue
                }
                guard let language, let command = commandText(line, language: language) else { continue }
                let uncommented = command.components(separatedBy: " #")[0]
                for segment in uncommented.split(separator: /&&|\|\||;|\|/) {
                    var words = segment.split(separator: " ").map(String.init)
                    if words.starts(with: ["swift", "run"]) || words.starts(with: ["swift", "package"]) { words.removeFirst(2) }
                    guard let tool = words.first, tool == "tw" || tool == "twlint" else { continue }
                    shown.append(Shown(file: path, line: index + 1, tool: tool, words: Array(words.dropFirst())))
                }
            }
        }
        return shown
    }

    private static func commandText(_ line: String, language: String) -> String? {
        switch language {
        case "sh", "bash", "shell": return line.hasPrefix("#") ? nil : line
        case "console": return line.hasPrefix("$ ") ? String(line.dropFirst(2)) : nil
        case "yaml": return line.range(of: "run:").map { String(line[$0.upperBound...]).trimmingCharacters(in: .whitespaces) }
        default: return nil
        }
    }

    func testTheDocumentationShowsCommandsOfBothTools() {
        let shown = Self.shownCommands()
        XCTAssertTrue(shown.contains { $0.file == "README.md" && $0.tool == "tw" && $0.words.first == "matrix" }, "the README's main job")
        XCTAssertTrue(shown.contains { $0.tool == "twlint" && $0.options.contains("--fix") })
        XCTAssertGreaterThan(shown.count, 30)
    }

    func testEveryShownCommandAndOptionExists() throws {
        let tw = try builtExecutable("tw")
        let twlint = try builtExecutable("twlint")
        let lintHelp = try runProcess(twlint, ["--help"]).output
        var helps: [String: ProcessResult] = [:]
        for command in Self.shownCommands() {
            let help: String
            if command.tool == "tw" {
                guard let name = command.words.first, !name.hasPrefix("-") else { continue }
                let result = try helps[name] ?? runProcess(tw, ["help", name])
                helps[name] = result
                XCTAssertEqual(result.status, 0, "\(command): `tw help \(name)` fails: \(result.error)")
                help = result.output
            } else {
                help = lintHelp
                // A lower-case first word that is no path is a subcommand (`twlint rules`).
                if let name = command.words.first, name.first?.isLowercase == true, !name.contains("/"), !name.contains(".") {
                    XCTAssertTrue(help.contains("twlint \(name)"), "\(command): twlint --help does not list `twlint \(name)`")
                }
            }
            for option in command.options {
                XCTAssertTrue(
                    help.range(of: "\(option)[ ,=\\]\\n|]", options: .regularExpression) != nil,
                    "\(command): \(option) is not in the command's help")
            }
        }
    }
}
