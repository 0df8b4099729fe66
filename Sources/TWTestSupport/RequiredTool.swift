import Foundation
import XCTest

/// True when the tests run in CI (`CI=true`, as `.ci/run` and most CI services set it).
public var isRunningInCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

/// The error a test throws when a tool it needs (an executable, Python with a module, a browser)
/// is missing: a skip on a developer's machine, a failure under `CI=true`, where `.ci/run`
/// installs every such tool, so that CI never passes by skipping.
///
/// ```swift
/// guard let tool else { throw missingTool("rsvg-convert is not installed (apt-get install librsvg2-bin)") }
/// ```
public func missingTool(_ message: String) -> any Error {
    isRunningInCI ? MissingToolInCI(message: message) : XCTSkip(message)
}

/// A needed tool missing in CI: the test fails with this message.
public struct MissingToolInCI: Error, CustomStringConvertible {
    public var message: String
    public var description: String { "\(message) (a needed tool is missing under CI=true: .ci/run must install it)" }
}
