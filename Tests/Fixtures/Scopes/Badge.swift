import SwiftCN
import SwiftUI

// Reached through `Row`, two levels below the subtree.
struct Badge: View {
    var body: some View { Text("b").tw("cn-mono text-xs") }
}
