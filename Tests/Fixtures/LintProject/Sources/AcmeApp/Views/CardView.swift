import SwiftUI
import SwiftCN

/// A card: named classes from AcmeApp.swift, the theme's `brand` colour.
struct CardView: View {
    let title: String
    let count: Int
    var isHighlighted = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .tw("text-lg font-semibold text-brand")
            Text("\(count) new")
                .tw(cn("acme-pill", isHighlighted ? "bg-brand text-onPrimary" : "bg-muted"))
            HStack {
                Text("Updated")
            }
            .tw("tracking-[0.5] text-sm text-mutedForeground")
        }
        .tw("acme-card shadow-md rounded-lg shadow-md")
        .overlay(alignment: .topTrailing) {
            Image(systemName: "star")
                .tw("glass bg-brand p-2 rounded-full")
        }
    }
}
