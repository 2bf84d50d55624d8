import FormanzaBase
import FormanzaModel
import Foundation
import Testing

@testable import FormanzaState

/// A form's reminders are stored and synced as one object keyed by the kinds' names; the
/// coding is written by hand over the kinds, and these bytes are the ones every earlier build
/// wrote, so stores, exports and sync folders read the same before and after.
@Suite("Reminder settings coding") struct ReminderSettingsCodingTests {
    static let stored = """
        {
          "evening" : {
            "enabled" : false,
            "time" : "22:30"
          },
          "morning" : {
            "enabled" : true,
            "time" : "07:15"
          }
        }

        """

    static let reminders = Reminders(
        morning: ReminderSetting(enabled: true, time: TimeOfDay(hour: 7, minute: 15)!),
        evening: ReminderSetting(enabled: false, time: TimeOfDay(hour: 22, minute: 30)!))

    @Test func theStoredTextIsTheSameBytesAsBefore() throws {
        #expect(try StoredDefinition.text(Self.reminders) == Self.stored)
    }

    @Test func theStoredTextReadsBackToTheSameSettings() throws {
        let read = try StoreCoding.decode(Reminders.self, from: Data(Self.stored.utf8), path: "form.json")
        #expect(read == Self.reminders)
        #expect(read[.morning].time == TimeOfDay(hour: 7, minute: 15))
        #expect(read[.evening].enabled == false)
    }

    @Test func aKindLeftOutIsRefusedNamingIt() throws {
        let text = #"{"morning": {"enabled": true, "time": "07:15"}}"#
        #expect {
            _ = try StoreCoding.decode(Reminders.self, from: Data(text.utf8), path: "form.json")
        } throws: { error in
            "\(error)".contains("evening")
        }
    }

    @Test func eachKindReadsAndWritesItsOwnSetting() {
        var reminders = Reminders()
        for kind in ReminderKind.allCases {
            reminders[kind] = ReminderSetting(enabled: false, time: TimeOfDay(hour: 6, minute: 0)!)
            #expect(reminders[kind].enabled == false)
        }
        #expect(!reminders.anyEnabled)
        #expect(reminders.morning == reminders.evening)
    }

    @Test func theMorningNeedsAnAnswerAndTheEveningACompleteForm() {
        #expect(!ReminderKind.morning.isSatisfied(by: .noCheckIn))
        #expect(ReminderKind.morning.isSatisfied(by: .missing(2)))
        #expect(ReminderKind.morning.isSatisfied(by: .complete))
        #expect(!ReminderKind.evening.isSatisfied(by: .noCheckIn))
        #expect(!ReminderKind.evening.isSatisfied(by: .missing(2)))
        #expect(ReminderKind.evening.isSatisfied(by: .complete))
        #expect(ReminderKind.allCases.sorted() == [.morning, .evening])
    }
}
