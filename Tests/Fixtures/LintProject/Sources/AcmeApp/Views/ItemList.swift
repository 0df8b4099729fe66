import SwiftUI
import SwiftCN

/// No findings: multi-line, raw and interpolated class strings the scanner must read as Swift.
struct ItemList: View {
    let items: [String]
    var accent = "primary"
    var isCompact = false

    // `rowClasses` reaches the `cn` below, so its classes meet the ternary's: no `px-*` here.
    private let rowClasses: TWClasses = "py-2 rounded-md"

    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in
                Text("Item: \(item) // .tw(\"bogus\")")
                    .tw("""
                        px-4 py-2
                        text-sm bg-[\(accent)]
                        """)
            }
            /* .tw("bogus") in a /* nested */ comment */
            Text(#"Raw "quotes" and \(notInterpolated)"#)
                .tw(#"p-[13] text-[length:18px]"#)
            Text("Row")
                .tw(cn(rowClasses, "text-foreground", isCompact ? "px-2" : "px-6"))
            let pattern = /\.tw\("bogus"\)/
            Text("\(pattern)")
        }
    }
}
