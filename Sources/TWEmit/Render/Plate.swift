import TWResolve

/// The outline of a drawn surface or button: a frame in points with top and bottom corner radii
/// (continuous corners are drawn as circular arcs, close enough at picture scale).
struct Plate: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var topRadius: Double
    var bottomRadius: Double

    /// A capsule's radius is half the shorter side; no radius exceeds that.
    init(x: Double, y: Double, width: Double, height: Double, shape: GlassShape) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
        let limit = min(self.width, self.height) / 2
        switch shape {
        case .capsule: (topRadius, bottomRadius) = (limit, limit)
        case .rounded(let r): (topRadius, bottomRadius) = (min(max(r, 0), limit), min(max(r, 0), limit))
        case .edges(let t, let b): (topRadius, bottomRadius) = (min(max(t, 0), limit), min(max(b, 0), limit))
        }
    }

    /// A surface's shape (reference §8.3): `capsule`, or a rounded rectangle of its radius.
    init(x: Double, y: Double, width: Double, height: Double, surfaceShape: Resolution.Shape) {
        self.init(
            x: x, y: y, width: width, height: height,
            shape: surfaceShape.kind == .capsule ? .capsule : .rounded(surfaceShape.radius))
    }

    /// The same plate moved `amount` points inwards on every side (a stroke drawn inside it, as
    /// SwiftUI's `strokeBorder`).
    func inset(_ amount: Double) -> Plate {
        var plate = self
        plate.x += amount
        plate.y += amount
        plate.width = max(width - 2 * amount, 0)
        plate.height = max(height - 2 * amount, 0)
        plate.topRadius = max(topRadius - amount, 0)
        plate.bottomRadius = max(bottomRadius - amount, 0)
        return plate
    }

    /// The plate moved by (dx, dy).
    func offset(_ dx: Double, _ dy: Double) -> Plate {
        var plate = self
        plate.x += dx
        plate.y += dy
        return plate
    }

    /// SVG path data, clockwise from the top-left corner.
    var path: String {
        let n = SVGCanvas.n
        let (t, b) = (topRadius, bottomRadius)
        let x0 = x, y0 = y, x1 = x + width, y1 = y + height
        return "M\(n(x0 + t)) \(n(y0)) H\(n(x1 - t)) A\(n(t)) \(n(t)) 0 0 1 \(n(x1)) \(n(y0 + t)) V\(n(y1 - b)) "
            + "A\(n(b)) \(n(b)) 0 0 1 \(n(x1 - b)) \(n(y1)) H\(n(x0 + b)) A\(n(b)) \(n(b)) 0 0 1 \(n(x0)) \(n(y1 - b)) "
            + "V\(n(y0 + t)) A\(n(t)) \(n(t)) 0 0 1 \(n(x0 + t)) \(n(y0)) Z"
    }
}
