import SwiftUI
import SwiftCN

struct RootView: View {
    @State private var showsSheet = false
    @Namespace private var tools

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    CardView(title: "Inbox", count: 3)
                    ButtonsView()
                    ItemList(items: ["a", "b"])
                }
                .tw("p-4 rounded-lg")
            }
            .sheet(isPresented: $showsSheet) { SheetView(isExpanded: true) }
        }
        .twGlassRenderer(.automatic)
    }
}
