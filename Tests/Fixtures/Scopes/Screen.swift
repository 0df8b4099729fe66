import SwiftCN
import SwiftUI

struct Screen: View {
    var body: some View {
        VStack {
            Row()
            Child()
                .twRules { $0.named["card2"] = "p-4 rounded-lg border" }
        }
        .cnTextUtilities()
    }
}
