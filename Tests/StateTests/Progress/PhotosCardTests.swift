import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Which photos the photos card picks for a period: only the period's days, oldest first, a
/// multi-photo day's photos in the screen's order of names, nothing from an answer saved under
/// another type or a name that is not a stored photo's, and no card for a photo screen hidden in Progress.
@Suite struct PhotosCardTests {
    let today = day("2026-12-02")

    func photoForm(frontInProgress: Bool = true) -> Form {
        Form(
            id: "f-photos", title: "Body",
            screens: [
                Screen(id: "front", title: "Front", showInProgress: frontInProgress, kind: .photo),
                Screen(id: "poses", title: "Poses", kind: .multiPhoto(MultiPhotoSettings(names: ["Side", "Back"]))),
            ])
    }

    func file(_ n: Int) -> String { String(repeating: "\(n % 10)", count: 32) + "-600x400" }

    func photosCards(_ report: ProgressReport) -> [PhotosCard] {
        report.cards.compactMap { if case .photos(let c) = $0 { return c } else { return nil } }
    }

    @Test func thePeriodsPhotosComeOldestFirstWithNamedPhotosInTheScreensOrder() throws {
        let form = photoForm()
        let records = MemoryRecords()
        records.set("2026-11-20", ["front": .photo(file(1))], form: form)  // before the 7-day period
        records.set(
            "2026-11-28", ["front": .photo(file(2)), "poses": .photos(["Back": file(3), "Side": file(4)])], form: form)
        records.set("2026-12-01", ["poses": .photos(["Back": file(5)])], form: form)
        records.set("2026-12-02", ["front": .photo(file(6))], form: form)
        let report = try builder(form).report(period: .week, today: today, records: records)
        let cards = photosCards(report)
        try #require(cards.count == 2, "one card per photo screen shown in Progress")
        #expect(cards[0].screen.id == "front" && cards[1].screen.id == "poses", "in form order")
        #expect(cards[0].photos.map(\.day) == [day("2026-11-28"), day("2026-12-02")], "20 Nov is outside 7D")
        #expect(cards[0].photos.map(\.file) == [file(2), file(6)] && cards[0].photos.allSatisfy { $0.name == nil })
        #expect(
            cards[1].photos.map(\.name) == ["Side", "Back", "Back"], "a day's photos in the screen's order of names")
        #expect(cards[1].photos.map(\.file) == [file(4), file(3), file(5)])

        let all = try builder(form).report(period: .all, today: today, records: records)
        #expect(photosCards(all)[0].photos.map(\.file) == [file(1), file(2), file(6)], "All reaches the first day")
    }

    @Test func aHiddenScreenHasNoCardAndAnswersOfAnotherTypeAreLeftOut() throws {
        let form = photoForm(frontInProgress: false)
        let records = MemoryRecords()
        records.set("2026-11-30", ["poses": .photos(["Side": "../../outside", "Back": file(4)])], form: form)
        records.set("2026-12-01", ["front": .photo(file(1)), "poses": .photos(["Side": file(2)])], form: form)
        // The poses screen was a photo screen once: that answer no longer fits it.
        records.days[day("2026-12-02")] = [
            "poses": Answer(value: .photo(file(3)), for: Screen(id: "poses", title: "Poses", kind: .photo), savedAt: 0)
        ]
        let report = try builder(form).report(period: .week, today: today, records: records)
        let cards = photosCards(report)
        #expect(cards.map(\.screen.id) == ["poses"], "Front is hidden in Progress")
        #expect(
            cards.first?.photos.map(\.file) == [file(4), file(2)],
            "neither a name that is no stored photo's nor the old single photo")
    }
}
