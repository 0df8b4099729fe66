import SwiftCN
import SwiftUI

struct Row: View {
    var body: some View {
        HStack { Text("a").tw("cn-mono px-2"); Badge() }
    }
}
