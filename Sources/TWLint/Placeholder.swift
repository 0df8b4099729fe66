enum TWLintPlaceholder {}
