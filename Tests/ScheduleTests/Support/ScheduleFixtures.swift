import FormanzaBase
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaSchedule

/// Loads a zone from the system tzdata; a missing zone fails the test loudly instead of
/// silently testing UTC.
func zone(_ name: String) throws(ZoneError) -> ZoneRules {
    try ZoneLoader().load(identifier: name)
}

func day(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

func hm(_ text: String) -> TimeOfDay { TimeOfDay(text: text)! }

/// An RFC 3339 instant, for readable test inputs (expected values stay epoch literals).
func instant(_ text: String) throws -> Int64 { try #require(RFC3339.parse(text), "bad test instant \(text)") }

/// Reminders with both kinds set; `nil` switches a kind off (keeping the default time).
func reminders(_ morning: String?, _ evening: String?) -> Reminders {
    Reminders(
        morning: ReminderSetting(enabled: morning != nil, time: hm(morning ?? "08:00")),
        evening: ReminderSetting(enabled: evening != nil, time: hm(evening ?? "21:00")))
}

/// A reminding form with the default reminders.
func form(
    _ id: String, _ title: String? = nil, reminds: Bool = true,
    morning: String? = "08:00", evening: String? = "21:00",
    states: [CivilDate: FormDayState] = [:]
) -> PlanForm {
    PlanForm(id: id, title: title ?? id, reminds: reminds, reminders: reminders(morning, evening), dayStates: states)
}

/// Runs a program and returns its standard output; fails when it exits non-zero.
func run(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "\(executable) failed: \(errorText)")
    return String(decoding: data, as: UTF8.self)
}
