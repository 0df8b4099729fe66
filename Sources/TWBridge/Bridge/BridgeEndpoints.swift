import TWLanguageServer

/// The bridge's endpoints. Every ``DesignToolService`` method is `POST /NAME` with the params of its
/// `tw/NAME` language-server request as the body, answered with the JSON of the matching `tw`
/// command. A method added to the service (`render`, when `tw render` lands) is served without a
/// change here.
enum BridgeEndpoints {
    /// `POST` endpoints answered by ``DesignToolService``.
    static var designMethods: [String] { DesignToolService.methods }

    /// Every path the bridge answers, for `GET /health` and 404 messages.
    static var paths: [String] {
        ["/", "/health", "/theme"] + designMethods.map { "/\($0)" }
    }
}
