import TWResolve

extension ResolutionDocumentV1 {
    /// `padding`, in points.
    public struct Padding: Hashable, Sendable, Codable {
        public var top: Double
        public var leading: Double
        public var bottom: Double
        public var trailing: Double
    }

    /// `frame`, in points.
    public struct Frame: Hashable, Sendable, Codable {
        public var width: Double?
        public var height: Double?
        public var minWidth: Double?
        public var maxWidth: Double?
        public var minHeight: Double?
        public var maxHeight: Double?
        public var expandsWidth: Bool

        /// The document form of a frame.
        public init(_ f: Resolution.Frame) {
            width = f.width
            height = f.height
            minWidth = f.minWidth
            maxWidth = f.maxWidth
            minHeight = f.minHeight
            maxHeight = f.maxHeight
            expandsWidth = f.expandsWidth
        }
    }

    /// `font`.
    public struct Font: Hashable, Sendable, Codable {
        public var token: String?
        public var role: String?
        public var size: Double?
    }

    /// `text`.
    public struct TextAttributes: Hashable, Sendable, Codable {
        public var tracking: Double?
        public var lineSpacing: Double?
        public var alignment: String?
        public var lineLimit: Int?
        public var lineLimitRemoved: Bool

        /// The document form of text attributes.
        public init(_ t: Resolution.TextAttributes) {
            tracking = t.tracking
            lineSpacing = t.lineSpacing
            alignment = t.alignment?.rawValue
            lineLimit = t.lineLimit
            lineLimitRemoved = t.lineLimitRemoved
        }
    }

    /// `transform`: points, scale factors, degrees.
    public struct Transform: Hashable, Sendable, Codable {
        public var offsetX: Double
        public var offsetY: Double
        public var scaleX: Double
        public var scaleY: Double
        public var rotation: Double
        public var blur: Double

        /// The document form of a transform.
        public init(_ t: Resolution.Transform) {
            offsetX = t.offsetX
            offsetY = t.offsetY
            scaleX = t.scaleX
            scaleY = t.scaleY
            rotation = t.rotation
            blur = t.blur
        }
    }

    /// `motion`: seconds.
    public struct Motion: Hashable, Sendable, Codable {
        public var preset: String?
        public var duration: Double
        public var delay: Double
        public var animation: String?

        /// The document form of motion.
        public init(_ m: Resolution.Motion) {
            preset = m.preset
            duration = m.duration
            delay = m.delay
            animation = m.animation
        }
    }

    /// `shared`: matched geometry.
    public struct Shared: Hashable, Sendable, Codable {
        public var id: String?
        public var group: String?
        public var properties: String
        public var source: Bool
    }

    /// One of `nativeModifiers`.
    public struct NativeModifier: Hashable, Sendable, Codable {
        public var name: String
        public var argument: String?
    }
}
