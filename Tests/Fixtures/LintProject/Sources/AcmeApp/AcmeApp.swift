import SwiftUI
import SwiftCN

/// The app: global rules with the named classes the views use, and the glass renderer.
@main
struct AcmeApp: App {
    @AppStorage("useUIKitGlass") private var useUIKitGlass = false

    var body: some Scene {
        WindowGroup {
            RootView()
                .twGlobalRules(TWGlobalRules(
                    view: "text-foreground",
                    button: "control-motion",
                    named: [
                        "acme-card": "p-4 rounded-lg border bg-surface",
                        "acme-pill": "px-3 py-1 rounded-full text-xs",
                    ]
                ))
                .twGlassRenderer(useUIKitGlass ? .uiKit : .swiftUI)
        }
    }
}
