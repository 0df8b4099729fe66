import SwiftUI
let rules = TWGlobalRules(named: ["card": "p-6 rounded-lg", "chip": "px-2 py-1"])
struct V: View {
    var body: some View {
        VStack {
            Text(":)").tw(cn("p-[13]", mood == ")" ? "text-[18]" : nil, "bogus"))
            Button("Go") { go() }.buttonStyle(.tw("control-lg bogus-two"))
            Text("a").tw("px-4 rounded-[14]\(extra) text-[18] bogus")
            Text("b").tw(#"p-[13] bg-[\#(accent)] bogus"#)
            Text("c").tw(
                """
                card hover:p-4 p-2 p-4
                """)
            // twlint:disable-next-line unknown-class
            Text("d").tw("px-4 \(flag ? "bogus-x" : "bogus-y")")
        }
    }
}
