/// Resource limits for input from outside the process (`Docs/Reliability.md`).
///
/// Parsing, resolving and emitting are linear in the input, so these limits bound time and
/// memory; they are far above any real class string, and an input over them gets a clear error
/// instead of being read.
public enum InputLimits {
    /// The largest class string the bridge-like entry points accept, in UTF-8 bytes: 4 MiB
    /// (`tw parse -`, `tw resolve -` and the other commands that read CLASSES, and the language
    /// server's design-tool methods). Four times the 1 MB input of `tw-bench stress`.
    public static let classStringBytes = 4 << 20

    /// The limit as people read it.
    public static let classStringDescription = "4 MiB (4,194,304 bytes)"
}
