enum TWLanguageServerPlaceholder {}
