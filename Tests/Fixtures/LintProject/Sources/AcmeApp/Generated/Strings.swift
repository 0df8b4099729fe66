// Generated: excluded by .twlint.json.
let generated = Text("x").tw("bogus-generated")
