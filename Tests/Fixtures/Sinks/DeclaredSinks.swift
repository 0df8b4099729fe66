import SwiftUI
import SwiftCN

struct Surface<Content: View>: View {              // memberwise initialiser: classes: is a sink
    var classes: TWClasses = ""
    @ViewBuilder var content: Content
    var body: some View { content.tw(cn("p-5 border", classes)) }
}
struct Screen: View {
    let selected = true
    private var height: TWClasses {                  // both #if arms
        #if os(iOS)
        "h-[44] roundd-md"
        #else
        "h-9 roundd-md"
        #endif
    }
    var body: some View {
        let base = "p-4 roundd-lg"                   // a constant interpolated into a class string
        let extra = cn { "card"; if selected { "border-primry" } }   // the cn { } builder
        return Surface(classes: "bg-primay") { Text("x").tw("\(base) bg-surface").tw(extra).tw(height) }
    }
}
