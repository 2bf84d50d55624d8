import FormanzaBase
import FormanzaModel
import FormanzaWords

/// The words of Progress in English and Spanish.
enum ProgressStrings {
    static func title(_ l: Language) -> String { l.tr("Progress") }

    /// Under the header of an inactive form's Progress: why no day counts from now on.
    static func inactive(_ title: String, _ l: Language) -> String {
        l.tr(
            "\"{0}\" is inactive: it is not checked in, so its days are not counted; `formanza form activate` resumes it",
            title
        )
    }

    static func period(_ period: ProgressPeriod, _ l: Language) -> String {
        switch period {
        case .week: return "7D"
        case .month: return "1M"
        case .quarter: return "3M"
        case .year: return l.tr("1Y")
        case .all: return l.tr("All")
        }
    }

    static func today(_ l: Language) -> String { l.tr("Today") }
    static func habits(_ l: Language) -> String { l.tr("Habits") }
    static func insight(_ l: Language) -> String { l.tr("Insight") }

    /// «Hábitos hoy n de m».
    static func habitsToday(_ done: Int, of total: Int, _ l: Language) -> String {
        l.tr("Habits today {0} of {1}", done, total)
    }

    static func days(_ n: Int, _ l: Language) -> String {
        n == 1 ? l.tr("1 day") : l.tr("{0} days", n)
    }

    /// The streak of complete days.
    static func streak(_ n: Int, _ l: Language) -> String {
        l.tr("Streak: ") + days(n, l)
    }

    /// Complete days over the days of the period.
    static func completeOf(_ done: Int, _ total: Int, _ l: Language) -> String {
        total == 1
            ? l.tr("{0} of 1 day complete", done)
            : l.tr("{0} of {1} days complete", done, total)
    }

    /// «n días completos de m» (the habits card's header).
    static func completeDaysOf(_ done: Int, _ total: Int, _ l: Language) -> String {
        done == 1
            ? l.tr("1 complete day of {0}", total)
            : l.tr("{0} complete days of {1}", done, total)
    }

    static func figures(min: String, max: String, mean: String, best: Int, _ l: Language) -> String {
        l.tr(
            "min {0} · max {1} · mean {2} · best streak {3}", min, max, mean, days(best, l))
    }

    static func noValues(_ l: Language) -> String {
        l.tr("No values in this period.")
    }
    static func noPhotos(_ l: Language) -> String { l.tr("No photos in this period.") }

    /// Under a photo strip: the period's photos that did not fit on its left.
    static func earlierPhotos(_ n: Int, _ l: Language) -> String {
        n == 1
            ? l.tr("and 1 earlier photo in this period")
            : l.tr("and {0} earlier photos in this period", n)
    }

    /// The photos card's detail: the command that draws one photo large.
    static func photoShow(_ l: Language) -> String {
        l.tr(
            "To see one large, with sixel or kitty graphics where the terminal has them:")
    }

    /// A card whose calculated value reads data values with no value yet: the summary's words.
    static func missingData(_ ids: [String], _ l: Language) -> String {
        l.tr("No value: {0} (formanza data set).", EmptyReason.needsData(ids, l))
    }

    static func previous(_ share: Double?, _ l: Language) -> String {
        l.tr("previous ") + (share.map(percent) ?? "—")
    }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded())) %" }

    static func usually(_ time: TimeOfDay, _ l: Language) -> String {
        l.tr("You usually check in around {0}", time)
    }

    static func times(_ n: Int, _ l: Language) -> String {
        n == 1 ? l.tr("1 time") : l.tr("{0} times", n)
    }

    static func target(_ text: String, _ l: Language) -> String { l.tr("target ") + text }

    static func since(_ day: CivilDate, _ l: Language) -> String { Strings.since(day, l) }
    /// The day of a highlighted value that lies before the period.
    static func lastRecorded(_ day: CivilDate, _ l: Language) -> String {
        l.tr("last recorded {0}", DateText.day(day, l))
    }
    static func noCheckins(_ l: Language) -> String {
        l.tr(
            "Nothing recorded yet: answer a check-in to see your progress.")
    }

    static func computing(_ l: Language) -> String { l.tr("Computing…") }
    static func detail(_ l: Language) -> String { l.tr("detail") }
    static func period(_ l: Language) -> String { l.tr("period") }
    static func form(_ l: Language) -> String { l.tr("form") }
    static func back(_ l: Language) -> String { l.tr("back") }
    static func quit(_ l: Language) -> String { l.tr("quit") }
    static func scroll(_ l: Language) -> String { l.tr("scroll") }
    static func earlier(_ l: Language) -> String { l.tr("earlier/later") }
    static func history(_ l: Language) -> String { l.tr("history") }
    static func recent(_ l: Language) -> String { l.tr("Recent entries") }
    static func byWeekday(_ l: Language) -> String { l.tr("By weekday") }
    static func yesShare(_ l: Language) -> String { l.tr("Yes") }
    static func notYet(_ l: Language) -> String { l.tr("not done") }
    static func notAnswered(_ l: Language) -> String { l.tr("no check-in yet today") }
    static func changeGoals(_ l: Language) -> String {
        l.tr(
            "Add or change goals with `formanza goal add` and `formanza goal edit`.")
    }
    static func insightSource(_ weeks: Int, _ l: Language) -> String {
        l.tr(
            "From the times your check-ins of the last {0} weeks were saved.", weeks)
    }
    static func suggestReminders(_ l: Language) -> String {
        l.tr(
            "Reminder times proposed from it (nothing changes until you confirm):")
    }
}
