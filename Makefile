# Formanza for Linux. `make run` and `make test` are the README's quick start.
PREFIX ?= $(HOME)/.local
BINDIR ?= $(PREFIX)/bin
# formanza-photo, the helper that stores photos with libvips; `formanza` runs it from here.
HELPERDIR ?= $(PREFIX)/lib/formanza
DATADIR ?= $(PREFIX)/share
UNITDIR ?= $(DATADIR)/systemd/user
APPDIR ?= $(DATADIR)/applications
# The application icon (scalable), named after the desktop file: formanza.svg for formanza.desktop.
ICONDIR ?= $(DATADIR)/icons/hicolor/scalable/apps
MANDIR ?= $(DATADIR)/man
# Compiled catalogs: LOCALEDIR/LANG/LC_MESSAGES/formanza.mo, one for each po/LANG.po. The programs
# look here relative to their own bin directory (PREFIX/share/locale), then in /usr/share/locale.
LOCALEDIR ?= $(DATADIR)/locale
DBUSDIR ?= $(DATADIR)/dbus-1/services
BASHCOMPDIR ?= $(DATADIR)/bash-completion/completions
# Debian's zsh reads vendor-completions; a ~/.local install needs it added to fpath (README, «Install»).
ZSHCOMPDIR ?= $(DATADIR)/zsh/vendor-completions
FISHCOMPDIR ?= $(DATADIR)/fish/vendor_completions.d
# The package installs the autostart entry for every user (/etc/xdg/autostart).
AUTOSTARTDIR ?= $(HOME)/.config/autostart
SWIFT ?= swift
CONFIG ?= release
# Empty: install-files copies the programs as built; `install` sets it to -s (strip).
INSTALL_STRIP ?=
# Release binaries link the Swift runtime and FoundationEssentials statically: a process starts
# in about 5 ms instead of 7-8 ms (measured by scripts/bench). lld, because gold prints glibc's
# link-time warning about mktemp, used inside the static Foundation library. -z now (full RELRO,
# as Debian hardening asks): every symbol is bound at start, so the GOT can be made read-only.
RELEASE_FLAGS ?= --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker now
BUILD_FLAGS = -c $(CONFIG) $(if $(filter release,$(CONFIG)),$(RELEASE_FLAGS))
# Man pages are written in scdoc (doc/*.scd) and generated here.
MANBUILD ?= .build/man
MANPAGES = $(MANBUILD)/formanza.1 $(MANBUILD)/formanza-remind.1 $(MANBUILD)/remind.conf.5
# The catalogs, compiled with msgfmt --check (it fails on a translation that lost a placeholder).
MOBUILD ?= .build/locale
LANGUAGES = $(basename $(notdir $(wildcard po/*.po)))
CATALOGS = $(foreach lang,$(LANGUAGES),$(MOBUILD)/$(lang)/LC_MESSAGES/formanza.mo)
VERSION = $(shell sed -n '1s/^formanza (\([^)-]*\).*/\1/p' debian/changelog)

.PHONY: deps build run test fuzz-smoke bench fuzz man catalogs catalogs-beside install install-files uninstall deb clean

deps:
	@./scripts/install-deps

build: deps catalogs
	$(SWIFT) build $(BUILD_FLAGS)
	@$(MAKE) --no-print-directory catalogs-beside BUILT="$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)"

catalogs: $(CATALOGS)

$(MOBUILD)/%/LC_MESSAGES/formanza.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

# Copies the catalogs beside the built programs (BUILT/locale), where a program run from the
# build tree finds them.
catalogs-beside: catalogs
	@test -n "$(BUILT)" || { echo "catalogs-beside: set BUILT to the built products directory" >&2; exit 2; }
	for lang in $(LANGUAGES); do \
	    install -D -m 0644 $(MOBUILD)/$$lang/LC_MESSAGES/formanza.mo "$(BUILT)/locale/$$lang/LC_MESSAGES/formanza.mo" || exit 1; \
	done

# The daemon in the foreground on the session bus, printing the plan it armed; without a
# session bus it says so and prints the dry-run plan.
run: build
	$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/formanza-remind run || [ $$? -eq 69 ]

# The formatter's lint (seconds), the suite, then a short run of every fuzz target
# (TEST_FUZZ_SECONDS each), so CI, which runs
# exactly `make test`, fuzzes on every change. The sanitized libraries are rebuilt only when
# their sources change.
TEST_FUZZ_SECONDS ?= 3
test: deps catalogs
	./scripts/lint
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory catalogs-beside BUILT="$$($(SWIFT) build --show-bin-path)"
	$(SWIFT) test --skip-build
	$(MAKE) fuzz-smoke

fuzz-smoke: deps
	FUZZ_SECONDS=$(TEST_FUZZ_SECONDS) ./scripts/fuzz

bench: deps
	./scripts/bench

# libFuzzer targets (fuzz/targets), each for FUZZ_SECONDS (default 60) over fuzz/corpus/TARGET;
# `test` runs them for a few seconds each (fuzz-smoke).
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) ./scripts/fuzz

man: $(MANPAGES)

$(MANBUILD)/%: doc/%.scd
	@mkdir -p $(MANBUILD)
	scdoc < $< > $@

# `make install` strips the programs (install -s): they carry no debug symbols a user needs. The
# package leaves stripping to debhelper (dh_strip), which moves the symbols into formanza-dbgsym.
install: build man
	@$(MAKE) --no-print-directory install-files BUILT="$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)" \
	    INSTALL_STRIP=-s
	@echo "Installed. Enable the reminders with: systemctl --user enable --now formanza-remind.service"

# Copies already built programs (BUILT, the products directory) and everything around them:
# units, the D-Bus service, desktop and autostart entries, the icon, man pages, the catalogs, completions (printed by
# the built formanza itself, so they match its command table).
install-files: man catalogs
	@test -n "$(BUILT)" || { echo "install-files: set BUILT to the built products directory" >&2; exit 2; }
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(UNITDIR)" "$(DESTDIR)$(APPDIR)" "$(DESTDIR)$(DBUSDIR)" \
	    "$(DESTDIR)$(AUTOSTARTDIR)" "$(DESTDIR)$(MANDIR)/man1" "$(DESTDIR)$(MANDIR)/man5" \
	    "$(DESTDIR)$(BASHCOMPDIR)" "$(DESTDIR)$(ZSHCOMPDIR)" "$(DESTDIR)$(FISHCOMPDIR)" "$(DESTDIR)$(ICONDIR)"
	install -m 0755 $(INSTALL_STRIP) "$(BUILT)/formanza-remind" "$(BUILT)/formanza" "$(DESTDIR)$(BINDIR)/"
	install -d "$(DESTDIR)$(HELPERDIR)"
	install -m 0755 $(INSTALL_STRIP) "$(BUILT)/formanza-photo" "$(DESTDIR)$(HELPERDIR)/"
	sed "s|@BINDIR@|$(BINDIR)|g" units/formanza-remind.service > "$(DESTDIR)$(UNITDIR)/formanza-remind.service"
	sed "s|@BINDIR@|$(BINDIR)|g" units/formanza.desktop > "$(DESTDIR)$(APPDIR)/formanza.desktop"
	sed "s|@BINDIR@|$(BINDIR)|g" units/app.formanza.Remind1.service > "$(DESTDIR)$(DBUSDIR)/app.formanza.Remind1.service"
	sed "s|@BINDIR@|$(BINDIR)|g" units/formanza-remind-autostart.desktop > "$(DESTDIR)$(AUTOSTARTDIR)/formanza-remind.desktop"
	install -m 0644 data/icons/hicolor/scalable/apps/formanza.svg "$(DESTDIR)$(ICONDIR)/"
	install -m 0644 $(MANBUILD)/formanza.1 $(MANBUILD)/formanza-remind.1 "$(DESTDIR)$(MANDIR)/man1/"
	install -m 0644 $(MANBUILD)/remind.conf.5 "$(DESTDIR)$(MANDIR)/man5/"
	for lang in $(LANGUAGES); do \
	    install -D -m 0644 $(MOBUILD)/$$lang/LC_MESSAGES/formanza.mo \
	        "$(DESTDIR)$(LOCALEDIR)/$$lang/LC_MESSAGES/formanza.mo" || exit 1; \
	done
	# zsh names a completion file after the function it defines: _formanza_remind.
	for program in formanza formanza-remind; do \
	    zsh_file="_$$(echo $$program | tr - _)"; \
	    "$(BUILT)/$$program" completions bash > "$(DESTDIR)$(BASHCOMPDIR)/$$program" && \
	    "$(BUILT)/$$program" completions zsh > "$(DESTDIR)$(ZSHCOMPDIR)/$$zsh_file" && \
	    "$(BUILT)/$$program" completions fish > "$(DESTDIR)$(FISHCOMPDIR)/$$program.fish" && \
	    chmod 0644 "$(DESTDIR)$(BASHCOMPDIR)/$$program" "$(DESTDIR)$(ZSHCOMPDIR)/$$zsh_file" \
	        "$(DESTDIR)$(FISHCOMPDIR)/$$program.fish" || exit 1; \
	done
	chmod 0644 "$(DESTDIR)$(UNITDIR)/formanza-remind.service" "$(DESTDIR)$(APPDIR)/formanza.desktop" \
	    "$(DESTDIR)$(DBUSDIR)/app.formanza.Remind1.service" "$(DESTDIR)$(AUTOSTARTDIR)/formanza-remind.desktop"

uninstall:
	-systemctl --user disable --now formanza-remind.service 2>/dev/null
	rm -f "$(DESTDIR)$(BINDIR)/formanza-remind" "$(DESTDIR)$(BINDIR)/formanza" "$(DESTDIR)$(HELPERDIR)/formanza-photo" \
	      "$(DESTDIR)$(UNITDIR)/formanza-remind.service" "$(DESTDIR)$(APPDIR)/formanza.desktop" \
	      "$(DESTDIR)$(DBUSDIR)/app.formanza.Remind1.service" "$(DESTDIR)$(AUTOSTARTDIR)/formanza-remind.desktop" \
	      "$(DESTDIR)$(ICONDIR)/formanza.svg" "$(DESTDIR)$(MANDIR)/man1/formanza.1" "$(DESTDIR)$(MANDIR)/man1/formanza-remind.1" \
	      "$(DESTDIR)$(MANDIR)/man5/remind.conf.5" "$(DESTDIR)$(BASHCOMPDIR)/formanza" \
	      "$(DESTDIR)$(ZSHCOMPDIR)/_formanza" "$(DESTDIR)$(FISHCOMPDIR)/formanza.fish" \
	      "$(DESTDIR)$(BASHCOMPDIR)/formanza-remind" "$(DESTDIR)$(ZSHCOMPDIR)/_formanza_remind" \
	      "$(DESTDIR)$(FISHCOMPDIR)/formanza-remind.fish" \
	      $(foreach lang,$(LANGUAGES),"$(DESTDIR)$(LOCALEDIR)/$(lang)/LC_MESSAGES/formanza.mo")

# The Debian package, built by dpkg-buildpackage (debian/rules calls `install-files`), moved
# from the parent directory, where dpkg-buildpackage writes it, to .build/deb; then lintian.
deb: deps
	dpkg-buildpackage -b -us -uc
	mkdir -p .build/deb
	mv ../formanza_$(VERSION)_amd64.deb ../formanza_$(VERSION)_amd64.buildinfo ../formanza_$(VERSION)_amd64.changes .build/deb/
	-mv ../formanza-dbgsym_$(VERSION)_amd64.deb .build/deb/ 2>/dev/null
	lintian --fail-on error .build/deb/formanza_$(VERSION)_amd64.changes
	@echo "Built .build/deb/formanza_$(VERSION)_amd64.deb"

clean:
	rm -rf .build
