# Build and install TWKit's command-line tools, as SwiftLint's Makefile does.
#   make install [PREFIX=/usr/local]   release build, then tw and twlint into $(PREFIX)/bin
#   make uninstall [PREFIX=…]
#   make artifactbundle                twlint.artifactbundle(.zip) for this machine (Docs/releasing.md)
#   make test                          swift test

PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
SWIFT ?= swift
BUILD_FLAGS = -c release
ifeq ($(shell uname -s),Linux)
# Binaries that run without a Swift toolchain installed.
BUILD_FLAGS += --static-swift-stdlib
endif

.PHONY: build install uninstall artifactbundle test

build:
	$(SWIFT) build $(BUILD_FLAGS) --product tw
	$(SWIFT) build $(BUILD_FLAGS) --product twlint

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/tw" "$(DESTDIR)$(BINDIR)/tw"
	install -m 0755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/twlint" "$(DESTDIR)$(BINDIR)/twlint"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/tw" "$(DESTDIR)$(BINDIR)/twlint"

artifactbundle:
	.ci/make-artifactbundle --output .build/artifactbundle

test:
	$(SWIFT) test
