import FormanzaSQLite
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// The store's one connection is shared by every thread of a process (the full Progress
/// screen computes on another thread while the keys are read, and a quick `p p` starts a second
/// computation before the first ends): reads and writes from several threads at once must
/// each get what they would get alone.
@Suite struct StoreThreadsTests {
    @Test func readsAndTallyWritesFromSeveralThreadsAtOnceGetWhatTheyGetAlone() async throws {
        let temp = try TemporaryStore()
        let form = progressForm()
        try temp.store.saveForm(form)
        let today = day("2026-12-02")
        for offset in 1...400 {
            try temp.store.updateDay(today.adding(days: -offset)) { record in
                record.set(
                    Answer(value: .number(Double(offset)), for: form.screens[0], savedAt: 1), form: form.id,
                    screen: "weight")
                record.set(
                    Answer(value: .yesNo(offset % 2 == 0), for: form.screens[1], savedAt: 2), form: form.id,
                    screen: "water")
            }
        }
        let store = temp.store
        let database = temp.paths.database
        let expectedAnswers = try store.answers(
            form: form.id, screens: ["weight", "water", "walk", "x"], from: nil, through: today)
        let expectedReport = try builder(form).report(period: .year, today: today, records: AnswersOnly(records: store))
        let rounds = 12
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<rounds {
                        if (task + round) % 2 == 0 {
                            let read = try store.answers(
                                form: form.id, screens: ["weight", "water", "walk", "x"], from: nil, through: today)
                            guard read == expectedAnswers else { return false }
                        } else {
                            // Tallies forgotten now and then, so some rounds count and keep them.
                            if round % 3 == 0 { try Connection(path: database).execute("DELETE FROM day_tallies") }
                            let report = try builder(form).report(period: .year, today: today, records: store)
                            guard report == expectedReport else { return false }
                        }
                    }
                    return true
                }
            }
            for try await same in group { #expect(same) }
        }
    }
}
