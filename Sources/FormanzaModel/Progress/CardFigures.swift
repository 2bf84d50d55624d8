import FormanzaBase

/// The cards of one form computed from the days read: one per screen shown in Progress, in
/// form order (the yes/no screens share one habits card, placed at the first of them), and
/// each calculated value right after the last screen it reads. Text, email, phone, URL, date
/// and date-time screens get no card.

struct CardFigures {
    let form: Form
    let dataValues: [DataValue]
    let range: DayRange
    let previous: DayRange
    let today: CivilDate
    let gridStart: CivilDate
    let weekStart: WeekStart
    /// Each day's tally: what the habits card reads.
    let tallies: DayTallies
    let goals: [GoalReport]
    /// Visible answers (those that still fit their screen) by day, of the charted screens.
    let visible: [CivilDate: [String: Answer]]
    /// The answers of the screens whose cards chart values (`chartedScreens`), oldest first.
    let days: [DayAnswers]
    let readings: GoalReadings

    init(
        form: Form, dataValues: [DataValue], days: [DayAnswers], visible: [CivilDate: [String: Answer]],
        range: DayRange, previous: DayRange, today: CivilDate, gridStart: CivilDate, weekStart: WeekStart,
        tallies: DayTallies, goals: [GoalReport]
    ) {
        self.form = form
        self.dataValues = dataValues
        self.range = range
        self.previous = previous
        self.today = today
        self.gridStart = gridStart
        self.weekStart = weekStart
        self.tallies = tallies
        self.goals = goals
        self.days = days
        readings = GoalReadings(form: form, dataValues: dataValues)
        self.visible = visible
        habitScreens = form.screens.filter { $0.kind == .yesNo }
        let tallied = DayTallies.valueScreens(of: form)
        talliedValues = Dictionary(
            tallied.indices.map { (tallied[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The number, slider and duration screens by their place in the day tallies: their
    /// values are read from the tallies, not from their answers.
    let talliedValues: [String: Int]

    /// The screens whose answers the cards read day by day: those of the cards that chart or
    /// count choices, times, colours and photos, the screens calculated values shown in
    /// Progress read (a calculation needs the day's answers), and the highlighted screen. Yes/no
    /// screens and the numbers of number, slider and duration screens are read from the day
    /// tallies (over All, ten years of them are 121 kept rows, not 3,650 answers each); text,
    /// email, phone, URL, date and date-time screens have no card.
    static func answeredScreens(of form: Form) -> Set<String> {
        var screens = Set<String>()
        for screen in form.screens where screen.showInProgress {
            switch screen.kind {
            case .yesNo, .text, .contact, .date, .dateTime, .number, .slider, .duration: continue
            case .singleChoice, .multipleChoice, .time, .color, .photo, .multiPhoto:
                screens.insert(screen.id)
            }
        }
        for value in form.calculated where value.showInProgress {
            screens.formUnion(GoalSources.screensRead(by: .calculated(value.id), in: form))
        }
        if let highlighted = form.highlightedScreen, !DayTallies.tallies(highlighted) {
            screens.insert(highlighted.id)
        }
        return screens
    }

    /// The answers of each day as their screens show them (days with none left out): a
    /// multiple choice without its removed options, answers that no longer fit left out.
    static func visible(_ days: [DayAnswers], of form: Form) -> [CivilDate: [String: Answer]] {
        var visible: [CivilDate: [String: Answer]] = [:]
        visible.reserveCapacity(days.count)
        // Screens by place, so checking an answer does not copy its screen.
        let places = Dictionary(form.screens.indices.map { (form.screens[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
        for day in days {
            // Usually every answer shows as saved: the day's own dictionary is kept, not rebuilt.
            let allFit = day.answers.allSatisfy { entry in
                places[entry.key].map { entry.value.shown(under: form.screens[$0]) == entry.value } ?? false
            }
            if allFit {
                if !day.answers.isEmpty { visible[day.day] = day.answers }
                continue
            }
            let shown = DayStates.shown(day.answers, of: form)
            if !shown.isEmpty { visible[day.day] = shown }
        }
        return visible
    }

    let habitScreens: [Screen]

    /// The Today card's highlighted value: the period's latest, else `earlier` (the latest
    /// value before the period, nil when there is none); the change needs two in the period.
    func highlight(earlier: DayValue?) -> TodayCard.Highlight? {
        guard let screen = form.highlightedScreen,
            let format = GoalSources.valueFormat(of: .screen(screen.id), in: form)
        else { return nil }
        let edges = edgeValues(of: .screen(screen.id), in: range)
        guard let latest = edges?.last ?? earlier else { return nil }
        let first = edges.flatMap { $0.first.day < $0.last.day ? $0.first : nil }
        let tone = first.map {
            ChangeGuide.byScreen(goals)[screen.id]?.tone(from: $0.value, to: latest.value) ?? .neutral
        }
        return TodayCard.Highlight(
            screen: screen, format: format, value: latest.value, day: latest.day,
            change: first.map { latest.value - $0.value }, since: first?.day, tone: tone ?? .neutral)
    }

    func cards() -> [ProgressCard] {
        var placed: [(position: Int, order: Int, card: ProgressCard)] = []
        var habitsPlaced = false
        for (index, screen) in form.screens.enumerated() where screen.showInProgress {
            let card: ProgressCard?
            switch screen.kind {
            case .number, .slider, .duration: card = numberCard(.screen(screen.id), title: screen.displayShortTitle)
            case .yesNo:
                card = habitsPlaced ? nil : .habits(habitsCard())
                habitsPlaced = true
            case .singleChoice(let s):
                card = stepsCard(
                    .screen(screen.id), title: screen.displayShortTitle,
                    levels: s.options.map { ($0.value, $0.label) })
            case .multipleChoice(let s): card = .counts(countsCard(screen, options: s.options))
            case .time: card = .times(timesCard(screen))
            case .color: card = .colors(colorsCard(screen))
            case .photo, .multiPhoto: card = .photos(photosCard(screen))
            case .text, .contact, .date, .dateTime: card = nil
            }
            if let card { placed.append((index, 0, card)) }
        }
        for (order, value) in form.calculated.enumerated() where value.showInProgress {
            let read = GoalSources.screensRead(by: .calculated(value.id), in: form)
            let reads =
                read.count == form.screens.count
                ? form.screens.count - 1
                : form.screens.indices.last { read.contains(form.screens[$0].id) } ?? form.screens.count
            let card: ProgressCard
            switch value.kind {
            case .formula, .age: card = numberCard(.calculated(value.id), title: value.title)
            case .ranges(_, let bands):
                let ordered = bands.sorted { ($0.lowerBound ?? -.infinity) < ($1.lowerBound ?? -.infinity) }
                card = stepsCard(
                    .calculated(value.id), title: value.title, levels: ordered.map { ($0.value, $0.label) })
            }
            placed.append((reads, order + 1, card))
        }
        return placed.sorted { ($0.position, $0.order) < ($1.position, $1.order) }.map(\.card)
    }

    // MARK: Numbers

    /// The source's values on the days of `range`: a tallied screen's from the day tallies,
    /// any other's from the days read (in order: a slice of them).
    func values(of source: ValueSource, in range: DayRange) -> [DayValue] {
        if case .screen(let id) = source, let place = talliedValues[id] { return tallies.values(place, in: range) }
        let start = days.partitionPoint(where: { $0.day >= range.from })
        let end = days.partitionPoint(where: { $0.day > range.through })
        return readings.values(of: source, in: days[start..<max(start, end)])
    }

    /// The first and the last value of `source` in `range` (the same day when it has one).
    func edgeValues(of source: ValueSource, in range: DayRange) -> (first: DayValue, last: DayValue)? {
        if case .screen(let id) = source, let place = talliedValues[id] { return tallies.edgeValues(place, in: range) }
        let points = values(of: source, in: range)
        guard let first = points.first, let last = points.last else { return nil }
        return (first, last)
    }

    /// The number card's figures of `source` over the period: a tallied screen's values read
    /// by day straight from the tallies, any other's from the days read.
    func numberFigures(of source: ValueSource) -> NumberFigures {
        guard case .screen(let id) = source, let place = talliedValues[id] else {
            return NumberFigures(values(of: source, in: NumberFigures.daysRead(for: range)), over: range)
        }
        let weekBefore = DayRange(from: range.from.adding(days: -6), through: range.from.adding(days: -1))
        return NumberFigures(
            weekBefore: tallies.valuesByDay(place, over: weekBefore), daily: tallies.valuesByDay(place, over: range),
            over: range)
    }

    func numberCard(_ source: ValueSource, title: String) -> ProgressCard {
        .number(
            NumberCard(
                source: source, title: title,
                format: GoalSources.valueFormat(of: source, in: form) ?? .number(decimals: 1, unit: ""),
                figures: numberFigures(of: source),
                target: goals.first { $0.goal.source == source && $0.goal.kind == .value }?.goal.target,
                missingData: missingData(source)))
    }

    /// Ids of data values a calculated value reads (directly or through others) that do not
    /// exist: it has no value on any day until they do, and the card says so.
    func missingData(_ source: ValueSource) -> [String] {
        guard case .calculated(let start) = source else { return [] }
        return CalculatedDependencies.missingData(of: start, in: form, dataValues: dataValues)
    }

    // MARK: Choices, times, colours

    func stepsCard(_ source: ValueSource, title: String, levels: [(value: String, label: String)]) -> ProgressCard {
        var steps: [StepsCard.Step] = []
        for day in days where range.contains(day.day) {
            let value: String?
            switch source {
            case .screen(let id):
                if case .choice(let v)? = visible[day.day]?[id]?.value { value = v } else { value = nil }
            case .calculated(let id):
                guard let calc = form.calculatedValue(id: id), let answers = visible[day.day] else {
                    value = nil
                    break
                }
                let result = Calculator(form: form, answers: answers, dataValues: dataValues, day: day.day).result(
                    of: calc)
                if case .band(let band) = result { value = band.value } else { value = nil }
            }
            if let value, let level = levels.firstIndex(where: { $0.value == value }) {
                steps.append(StepsCard.Step(day: day.day, value: value, level: level))
            }
        }
        return .steps(
            StepsCard(
                source: source, title: title, levels: levels.map(\.label), steps: steps,
                missingData: missingData(source)))
    }

    func countsCard(_ screen: Screen, options: [ChoiceOption]) -> CountsCard {
        var counts: [String: Int] = [:]
        var answered = 0
        for day in range.days {
            guard case .choices(let values)? = visible[day]?[screen.id]?.value else { continue }
            answered += 1
            for value in values { counts[value, default: 0] += 1 }
        }
        return CountsCard(
            screen: screen, counts: options.map { CountsCard.Count(option: $0, count: counts[$0.value] ?? 0) },
            days: answered)
    }

    func timesCard(_ screen: Screen) -> TimesCard {
        TimesCard(
            screen: screen,
            points: range.days.compactMap { day in
                guard case .time(let t)? = visible[day]?[screen.id]?.value else { return nil }
                return TimesCard.Point(day: day, minutes: t.minutesOfDay)
            })
    }

    func colorsCard(_ screen: Screen) -> ColorsCard {
        ColorsCard(
            screen: screen,
            swatches: range.days.compactMap { day in
                guard case .color(let hex)? = visible[day]?[screen.id]?.value else { return nil }
                return ColorsCard.Swatch(day: day, hex: hex)
            })
    }

    /// A name that is not a stored photo's (an imported record can hold anything) is left out:
    /// its path would point outside the store's photos folder.
    func photosCard(_ screen: Screen) -> PhotosCard {
        var photos: [PhotosCard.Photo] = []
        for day in range.days {
            switch visible[day]?[screen.id]?.value {
            case .photo(let file)? where PhotoName.isValid(file):
                photos.append(PhotosCard.Photo(day: day, name: nil, file: file))
            case .photos(let map)?:
                for name in screen.kind.photoNames ?? map.keys.sorted() {
                    guard let file = map[name], PhotoName.isValid(file) else { continue }
                    photos.append(PhotosCard.Photo(day: day, name: name, file: file))
                }
            default: continue
            }
        }
        return PhotosCard(screen: screen, photos: photos)
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, for an array in which every element
    /// that satisfies it comes after every one that does not (a binary search).
    func partitionPoint(where belongs: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
