import FormanzaBase
import FormanzaModel
import FoundationEssentials

/// A rule that tied items together and was settled while a form was assembled: what was set
/// aside or placed, and why, for `formanza sync status`.
public struct Settlement: Hashable, Sendable {
    public let form: String
    /// What was settled: `form`, `screen`, `calculated` or `goal`.
    public let item: String
    public let id: String
    public let english: String
    public let spanish: String
}

/// Builds a form from its parts alone, so every device holding the same parts holds the same
/// form. Parts that tie to something gone are settled as the form editor would refuse them:
/// a goal whose screen or calculated value is gone, a calculated value reading a screen, data
/// value or calculated value that is gone, are set aside (kept as items, so they come back if
/// what they read comes back); an order naming a removed screen skips it; a screen no order
/// names goes after the named ones, by id.
enum FormAssembly {
    static func assemble(
        form id: String, parts: [PartKey: String], removed: Bool, dataValues: Set<String>
    ) -> (form: Form?, settled: [Settlement]) {
        var settled: [Settlement] = []
        func note(_ item: String, _ itemID: String, _ english: String, _ spanish: String) {
            settled.append(Settlement(form: id, item: item, id: itemID, english: english, spanish: spanish))
        }
        let others = parts.keys.filter { $0.kind != .formFields && $0.kind != .order }.count
        guard let fieldsText = parts[PartKey(kind: .formFields, key: [id])],
            var form = decode(Form.self, fieldsText)
        else {
            if others > 0 {
                if removed {
                    note(
                        "form", id,
                        "the form was removed on one device while \(others) of its parts changed on another: they are set aside",
                        "el formulario se eliminó en un dispositivo mientras \(others) de sus partes cambiaban en otro: se dejan aparte"
                    )
                } else {
                    note(
                        "form", id, "\(others) of its parts arrived before the form itself: they wait for it",
                        "\(others) de sus partes llegaron antes que el propio formulario: lo esperan")
                }
            }
            return (nil, settled)
        }
        func items<T>(_ kind: SyncItemKind, _ type: T.Type) -> [String: T] where T: Decodable {
            var found: [String: T] = [:]
            for (key, text) in parts where key.kind == kind {
                if let value = decode(T.self, text) { found[key.key[1]] = value }
            }
            return found
        }
        func order(_ list: OrderedList) -> [String]? {
            parts[PartKey(kind: .order, key: [id, list.rawValue])].flatMap(FormParts.ids)
        }
        let screens = items(.screen, Screen.self)
        let screenOrder = FormParts.ordered(Set(screens.keys), by: order(.screens))
        for skipped in screenOrder.skipped {
            note(
                "screen", skipped, "the order of screens named this screen, removed on another device: it is skipped",
                "el orden de las pantallas nombraba esta pantalla, quitada en otro dispositivo: se omite")
        }
        if order(.screens) != nil {
            for appended in screenOrder.appended {
                note(
                    "screen", appended,
                    "the order of screens chosen on another device did not name this screen: it goes last",
                    "el orden de las pantallas elegido en otro dispositivo no nombraba esta pantalla: va al final")
            }
        }
        form.screens = screenOrder.ids.compactMap { screens[$0] }
        let screenIDs = Set(screenOrder.ids)

        var calculated = items(.calculated, CalculatedValue.self)
        // A calculated value may read another: set aside until nothing more goes, at most once
        // per value.
        for _ in 0...calculated.count {
            let gone = calculated.values.compactMap { value -> (String, String)? in
                missingReference(of: value, screens: screenIDs, calculated: Set(calculated.keys), data: dataValues)
                    .map { (value.id, $0) }
            }.sorted { $0.0 < $1.0 }
            if gone.isEmpty { break }
            for (valueID, reference) in gone {
                calculated[valueID] = nil
                note(
                    "calculated", valueID,
                    "it reads \(JSONEscaping.quoted(reference)), removed on another device: it is set aside",
                    "usa \(JSONEscaping.quoted(reference)), quitado en otro dispositivo: se deja aparte")
            }
        }
        form.calculated = FormParts.ordered(Set(calculated.keys), by: order(.calculated)).ids.compactMap {
            calculated[$0]
        }

        var goals = items(.goal, Goal.self)
        for (goalID, goal) in goals.sorted(by: { $0.key < $1.key }) {
            let followed: String
            let present: Bool
            switch goal.source {
            case .screen(let screen): (followed, present) = (screen, screenIDs.contains(screen))
            case .calculated(let value): (followed, present) = (value, calculated[value] != nil)
            }
            guard !present else { continue }
            goals[goalID] = nil
            note(
                "goal", goalID,
                "it follows \(JSONEscaping.quoted(followed)), removed on another device: it is set aside",
                "sigue a \(JSONEscaping.quoted(followed)), quitado en otro dispositivo: se deja aparte")
        }
        form.goals = FormParts.ordered(Set(goals.keys), by: order(.goals)).ids.compactMap { goals[$0] }
        return (form, settled)
    }

    /// The first id a calculated value reads that is not there, or nil.
    static func missingReference(
        of value: CalculatedValue, screens: Set<String>, calculated: Set<String>, data: Set<String>
    ) -> String? {
        switch value.kind {
        case .formula(let settings):
            for token in settings.tokens {
                switch token {
                case .screen(let id) where !screens.contains(id): return id
                case .calculated(let id) where !calculated.contains(id): return id
                case .data(let id) where !data.contains(id): return id
                default: continue
                }
            }
            return nil
        case .age(let id): return data.contains(id) ? nil : id
        case .ranges(.screen(let id), _): return screens.contains(id) ? nil : id
        case .ranges(.calculated(let id), _): return calculated.contains(id) ? nil : id
        }
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String) -> T? {
        try? JSONDecoder().decode(T.self, from: Data(text.utf8))
    }
}
