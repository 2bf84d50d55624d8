@testable import FormanzaCLI
@testable import FormanzaTerminal

/// Options, palettes and calendar names shared by the widget tests.
enum Fixtures {
    /// The starter form's keto levels.
    static let ketoLevels = [
        ChoiceItem(value: "negative", label: "Negative", detail: "0 mmol/L"),
        ChoiceItem(value: "trace", label: "Trace", detail: "0.5 mmol/L"),
        ChoiceItem(value: "small", label: "Small"),
        ChoiceItem(value: "moderate", label: "Moderate"),
        ChoiceItem(value: "large", label: "Large", detail: "8 mmol/L or more"),
    ]

    /// A twelve-color palette like the one the model ships.
    static let palette = [
        ColorSwatch(hex: "#E53935", name: "red"), ColorSwatch(hex: "#FB8C00", name: "orange"),
        ColorSwatch(hex: "#F1BA3E", name: "amber"), ColorSwatch(hex: "#FDD835", name: "yellow"),
        ColorSwatch(hex: "#7CB342", name: "lime"), ColorSwatch(hex: "#43A047", name: "green"),
        ColorSwatch(hex: "#00897B", name: "teal"), ColorSwatch(hex: "#1E88E5", name: "blue"),
        ColorSwatch(hex: "#3949AB", name: "indigo"), ColorSwatch(hex: "#8E24AA", name: "purple"),
        ColorSwatch(hex: "#D81B60", name: "pink"), ColorSwatch(hex: "#6D4C41", name: "brown"),
    ]

    static let englishCalendar = CalendarLabels(
        monthNames: [
            "January", "February", "March", "April", "May", "June", "July", "August", "September",
            "October", "November", "December",
        ],
        weekdayNames: ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"], firstWeekday: 0)
    static let spanishCalendar = CalendarLabels(
        monthNames: [
            "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
            "octubre", "noviembre", "diciembre",
        ],
        weekdayNames: ["do", "lu", "ma", "mi", "ju", "vi", "sá"], firstWeekday: 1)
}

extension CheckInInput {
    /// Presses keys for their effect on the state, ignoring what each returns.
    mutating func press(_ keys: Key...) {
        for key in keys { _ = handle(key) }
    }

    /// Types `text` (line breaks as Enter).
    mutating func type(_ text: String) {
        for key in Key.typing(text) { _ = handle(key) }
    }
}
