// A design tool imports one module: the model (classes, contexts, resolutions, themes) and the
// matrix come with it.
@_exported import TWEmit
@_exported import TWJSON
@_exported import TWResolve
@_exported import TWSyntax
