/// The playground page at `/`: type classes, pick a context, see the explanation and the Swift
/// code update as you type (Resources/playground.html, compiled into the binary).
enum Playground {
    static let html: [UInt8] = PackageResources.playground_html
}
