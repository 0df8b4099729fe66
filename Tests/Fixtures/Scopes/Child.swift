import SwiftCN
import SwiftUI

struct Child: View {
    var body: some View { Text("c").tw("card2 p-2") }
}
