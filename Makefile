# Formanza for Linux. `make run` and `make test` are the README's quick start.
PREFIX ?= $(HOME)/.local
BINDIR ?= $(PREFIX)/bin
UNITDIR ?= $(PREFIX)/share/systemd/user
APPDIR ?= $(PREFIX)/share/applications
SWIFT ?= swift
CONFIG ?= release
# Release binaries link the Swift runtime and FoundationEssentials statically: a process starts
# in about 5 ms instead of 7-8 ms (measured by scripts/bench). lld, because gold prints glibc's
# link-time warning about mktemp, used inside the static Foundation library.
RELEASE_FLAGS ?= --static-swift-stdlib -Xswiftc -use-ld=lld
BUILD_FLAGS = -c $(CONFIG) $(if $(filter release,$(CONFIG)),$(RELEASE_FLAGS))

.PHONY: deps build run test bench install uninstall clean

deps:
	@./scripts/install-deps

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# The daemon in the foreground on the session bus, printing the plan it armed; without a
# session bus it says so and prints the dry-run plan.
run: build
	$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/formanza-remind run || [ $$? -eq 69 ]

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	./scripts/bench

install: build
	@bin=$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path) && \
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(UNITDIR)" "$(DESTDIR)$(APPDIR)" && \
	install -m 0755 "$$bin/formanza-remind" "$$bin/formanza" "$(DESTDIR)$(BINDIR)/" && \
	sed "s|@BINDIR@|$(BINDIR)|g" units/formanza-remind.service > "$(DESTDIR)$(UNITDIR)/formanza-remind.service" && \
	sed "s|@BINDIR@|$(BINDIR)|g" units/formanza.desktop > "$(DESTDIR)$(APPDIR)/formanza.desktop" && \
	chmod 0644 "$(DESTDIR)$(UNITDIR)/formanza-remind.service" "$(DESTDIR)$(APPDIR)/formanza.desktop"
	@echo "Installed. Enable the reminders with: systemctl --user enable --now formanza-remind.service"

uninstall:
	-systemctl --user disable --now formanza-remind.service 2>/dev/null
	rm -f "$(DESTDIR)$(BINDIR)/formanza-remind" "$(DESTDIR)$(BINDIR)/formanza" \
	      "$(DESTDIR)$(UNITDIR)/formanza-remind.service" "$(DESTDIR)$(APPDIR)/formanza.desktop"

clean:
	rm -rf .build
