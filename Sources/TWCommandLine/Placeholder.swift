enum TWCommandLinePlaceholder {}
