import SwiftCN
import SwiftUI

// No subtree reaches this view: its classes see only the package's global registrations.
struct Unrelated: View {
    var body: some View {
        VStack {
            Text("u").tw("card2")
            Text("v").tw("cn-mono")
            Text("w").tw("w-[43] bg-brand bg-accentbrand promo-card")
        }
    }
}
