import SwiftUI
import SwiftCN

struct SheetView: View {
    var isExpanded: Bool
    @Namespace private var tools

    var body: some View {
        VStack {
            Text("Tools")
                .twSurfaceID("tools", in: tools)
                .tw("surface-floating p-4")
            Text("Details")
                .tw(isExpanded ? "glass p-6" : "p-6")
            TWSurfaceGroup {
                List(1..<4) { index in Text("Row \(index)") }
            }
            // twlint:disable:next unknown-class - legacy class, removed in 2.0
            Text("Old").tw("legacy-badge")
            // twlint:disable:next overridden-class
            Text("New").tw("p-4")
        }
    }
}
