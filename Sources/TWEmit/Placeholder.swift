enum TWEmitPlaceholder {}
