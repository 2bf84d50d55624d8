import Testing

@testable import FormanzaRemind
@testable import FormanzaSystemd

/// Form titles reach the log and the notification server: shown, never obeyed.
@Suite("Control characters in the log and in notifications")
struct VisibleLogTests {
    @Test("a title with escape sequences is written as escapes in the journal and on stderr")
    func journalEscapes() {
        let title = "T\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}"
        let line = Journal.stderrLine(
            identifier: "formanza-remind", priority: .notice, message: "posted \(title)",
            fields: ["FORMANZA_FORM": title])
        #expect(!line.contains("\u{1B}") && !line.contains("\u{07}") && !line.contains("\u{202E}"))
        #expect(line.contains(#"T\e]0;pwned\x07\e[2J\u{202E}"#))
        let fields = Journal.journalFields(
            identifier: "formanza-remind", priority: .notice, message: title, fields: ["FORMANZA_FORM": title])
        #expect(fields.allSatisfy { !$0.contains("\u{1B}") })
    }

    @Test("text for a notification: control characters always escaped, markup only when asked")
    func notificationText() {
        #expect(
            DesktopNotification.shown("<b>A & B</b>\u{1B}[2J", markup: true, lineBreaks: false)
                == "&lt;b&gt;A &amp; B&lt;/b&gt;\\e[2J")
        #expect(DesktopNotification.shown("<b>A</b>\u{1B}", markup: false, lineBreaks: false) == "<b>A</b>\\e")
        #expect(DesktopNotification.shown("one\ntwo", markup: false, lineBreaks: true) == "one\ntwo")
    }
}
