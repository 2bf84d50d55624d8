import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaSystem
import FoundationEssentials

/// `formanza-bench STORE_ROOT DAY [REPEAT]`: store figures measured in-process, printed as JSON
/// for `scripts/bench`. It times loading the whole history (every recorded day) against computing
/// one day's state for every form (what the daemon and a check-in do), so the report can show
/// that the second does not grow with the length of history; and the two history questions of
/// `answer` and the check-in's start for the first form.
func seconds() -> Double {
    SystemTime.monotonicSeconds()
}

/// The median of `repeat` timings of `body`, in milliseconds.
func median(_ repeatCount: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<repeatCount {
        let start = seconds()
        try body()
        samples.append((seconds() - start) * 1000)
    }
    return samples.sorted()[samples.count / 2]
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let day = CivilDate(iso: arguments[2]) else {
    Console.write("usage: formanza-bench STORE_ROOT YYYY-MM-DD [REPEAT]\n", to: StandardStreams.error)
    ThisProcess.exit(2)
}
let root = arguments[1]
let repeatCount = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
let store = Store(
    paths: StorePaths(root: root, runtime: "/tmp/formanza-bench-run", config: "/tmp/formanza-bench-config"))
do {
    var days = 0
    var answers = 0
    let loadAll = try median(repeatCount) {
        days = 0
        answers = 0
        for date in try store.recordedDays() {
            let record = try store.loadDay(date)
            days += 1
            answers += record?.forms.values.reduce(0) { $0 + $1.count } ?? 0
        }
    }
    var states: [String] = []
    let today = try median(max(repeatCount, 20)) {
        let forms = try store.loadForms().forms
        let record = try store.loadDay(day)
        states = forms.map { DayStates.state(of: $0, in: record).code }
    }
    // What `answer` and the check-in's start ask of history for one form: the last answer of
    // every screen before today, and a text screen's suggestions.
    var lookups = 0.0
    var suggestions = 0.0
    if let form = try store.loadForms().forms.first {
        let history = History(store: store)
        lookups = try median(max(repeatCount, 20)) {
            _ = try history.lastAnswers(form: form, screens: form.screens, before: day)
        }
        if let text = form.screens.first(where: { $0.kind.type == .text }) {
            suggestions = try median(max(repeatCount, 20)) {
                _ = try history.suggestions(form: form, screen: text, excluding: day)
            }
        }
    }
    // History's first screen (the first record, then months back from this one until 24 rows
    // are known, as the full screen reads them) against every month at once (`history --json`).
    var firstScreen = 0.0
    var allMonths = 0.0
    if let form = try store.loadForms().forms.first {
        let history = FormHistory(form: form, records: store)
        firstScreen = try median(max(repeatCount, 20)) {
            let first = try store.firstRecordedDay(form: form.id)
            var rows = try history.month(YearMonth(day)).days.count
            var month = YearMonth(day)
            while rows < 24, let older = try history.monthBefore(month, firstRecord: first) {
                rows += older.days.count
                month = older.month
            }
        }
        allMonths = try median(repeatCount) { _ = try history.months(through: YearMonth(day)) }
    }
    Console.exact(
        "{\"days\": \(days), \"answers\": \(answers), \"loadAllMs\": \(loadAll), \"todayStateMs\": \(today), "
            + "\"lastAnswersMs\": \(lookups), \"suggestionsMs\": \(suggestions), \"states\": \(states.count), "
            + "\"historyFirstScreenMs\": \(firstScreen), \"historyAllMs\": \(allMonths)}")
} catch {
    Console.write("formanza-bench: \(error)\n", to: StandardStreams.error)
    ThisProcess.exit(1)
}
