import SwiftUI
import SwiftCN

struct ButtonsView: View {
    var body: some View {
        HStack {
            Button("Save") { save() }
                .buttonStyle(.tw("glass-prominent tint-brand px-4 border"))
            Button("Share") { share() }
                .buttonStyle(.tw("glass focus:tint-primary"))
            Button("Plain") { }
                .buttonStyle(.tw("px-4 py-2 bg-brand text-onPrimary rounded-md shadow-sm"))
            Text("Beta")
                .chipStyle("acme-pill bg-accent chip-large")
        }
    }

    private func save() {}
    private func share() {}
}

extension View {
    func chipStyle(_ classes: String) -> some View { tw(classes) }
}
