import FormanzaBase
import FormanzaModel
import FoundationEssentials

/// One part of a form (or of the data values) as it travels: its kind and key.
struct PartKey: Hashable, Sendable {
    let kind: SyncItemKind
    let key: [String]

    /// The form the part belongs to; the empty text for the data values (no form id is empty).
    var owner: String { kind == .dataValue || kind == .dataOrder ? "" : key[0] }
}

/// The three ordered lists of a form, each its own `order` item.
enum OrderedList: String, CaseIterable, Sendable {
    case screens, calculated, goals
}

/// A form cut into the items that travel on their own: its own fields, each screen, calculated
/// value and goal by id, and the order of each list. Every part is a compact JSON text with
/// sorted keys, so the same part is the same text on every device.
enum FormParts {
    static func parts(of form: Form) throws -> [PartKey: String] {
        var fields = form
        fields.screens = []
        fields.calculated = []
        fields.goals = []
        var parts: [PartKey: String] = [PartKey(kind: .formFields, key: [form.id]): try canonical(fields)]
        for screen in form.screens {
            parts[PartKey(kind: .screen, key: [form.id, screen.id])] = try canonical(screen)
        }
        for value in form.calculated {
            parts[PartKey(kind: .calculated, key: [form.id, value.id])] = try canonical(value)
        }
        for goal in form.goals {
            parts[PartKey(kind: .goal, key: [form.id, goal.id])] = try canonical(goal)
        }
        parts[PartKey(kind: .order, key: [form.id, OrderedList.screens.rawValue])] = list(form.screens.map(\.id))
        parts[PartKey(kind: .order, key: [form.id, OrderedList.calculated.rawValue])] = list(
            form.calculated.map(\.id))
        parts[PartKey(kind: .order, key: [form.id, OrderedList.goals.rawValue])] = list(form.goals.map(\.id))
        return parts
    }

    /// The data values' parts: each value in the parts' own compact form (the store's text
    /// puts keys in no fixed order) and their order. Values whose text does not read are left out.
    static func dataParts(_ texts: [String]) -> [PartKey: String] {
        var parts: [PartKey: String] = [:]
        var ids: [String] = []
        for text in texts {
            guard let value = try? JSONDecoder().decode(DataValue.self, from: Data(text.utf8)),
                let canonical = try? canonical(value)
            else { continue }
            parts[PartKey(kind: .dataValue, key: [value.id])] = canonical
            ids.append(value.id)
        }
        parts[PartKey(kind: .dataOrder, key: [])] = list(ids)
        return parts
    }

    static func canonical<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func list(_ ids: [String]) -> String {
        "[" + ids.map { JSONEscaping.quoted($0) }.joined(separator: ",") + "]"
    }

    static func ids(_ list: String) -> [String]? {
        try? JSONDecoder().decode([String].self, from: Data(list.utf8))
    }

    /// The ids present, in the order `list` gives them (each once), then any present id the
    /// list does not name, by id: every device puts them at the same place.
    static func ordered(_ present: Set<String>, by list: [String]?) -> (
        ids: [String], skipped: [String], appended: [String]
    ) {
        var seen = Set<String>()
        var ids: [String] = []
        var skipped: [String] = []
        for id in list ?? [] where seen.insert(id).inserted {
            if present.contains(id) { ids.append(id) } else { skipped.append(id) }
        }
        let appended = present.subtracting(seen).sorted()
        return (ids + appended, skipped, appended)
    }
}
