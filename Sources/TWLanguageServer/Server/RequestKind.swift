/// How the server runs a request, after sourcekit-lsp's split of messages into ordered state
/// changes and concurrent reads. Document notifications (`didOpen`, `didChange`, `didClose`,
/// settings) are always handled on the message loop, strictly in arrival order.
enum RequestKind: Equatable {
    /// Changes what later messages see (`initialize`, `shutdown`, `tw/setTheme`,
    /// `workspace/executeCommand`, which writes files and asks the client to show them): handled
    /// on the message loop in order; `$/cancelRequest` stops it only while it waits there.
    case stateChange
    /// Reads open documents and their analyses (hover, completion, diagnostics, …): handled on the
    /// message loop in order with the document changes, so its answer is for the version the
    /// request was sent against; cancellable while it waits and while it runs.
    case documentRead
    /// Reads nothing but its own params and the theme in force when it arrived (the `tw/*`
    /// design-tool methods, whose cost grows with the size of `classes`): run off the message
    /// loop, so later requests are answered meanwhile; cancellable while it waits and while it runs.
    case freestanding

    init(method: String) {
        switch method {
        case "initialize", "shutdown", "tw/setTheme", "workspace/executeCommand":
            self = .stateChange
        case _ where method.hasPrefix("tw/") && DesignToolService.methods.contains(String(method.dropFirst(3))):
            self = .freestanding
        default:
            self = .documentRead
        }
    }
}
