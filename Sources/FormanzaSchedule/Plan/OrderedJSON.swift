import FormanzaBase

/// A JSON value whose object keys keep the order they were written in.
///
/// The `plan` output is read by people and diffed by scripts, so its keys keep the contract's
/// readable order (`now`, `timeZone`, … `reminders`), neither sorted as the other JSON outputs
/// nor in hash order, which changes from run to run; and its indented form puts one reminder on
/// each line. That layout is not one of `JSONText`'s, so it keeps this small writer.
enum OrderedJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case string(String)
    case array([OrderedJSON])
    case object([Member])

    struct Member: Hashable, Sendable {
        let key: String
        let value: OrderedJSON

        init(_ key: String, _ value: OrderedJSON) {
            self.key = key
            self.value = value
        }
    }

    static func optional(_ text: String?) -> OrderedJSON {
        text.map(OrderedJSON.string) ?? .null
    }

    /// The text. `pretty` indents by two spaces down to `inlineDepth`; deeper arrays and objects
    /// stay on one line (one reminder per line, as in the contract's example).
    func text(pretty: Bool, inlineDepth: Int = 2) -> String {
        var output = ""
        write(into: &output, depth: 0, pretty: pretty, inlineDepth: inlineDepth)
        return output
    }

    private func write(into output: inout String, depth: Int, pretty: Bool, inlineDepth: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): Self.quote(value, into: &output)
        case .array(let items):
            writeList(
                items.map { (nil, $0) }, open: "[", close: "]", into: &output, depth: depth,
                pretty: pretty, inlineDepth: inlineDepth)
        case .object(let members):
            writeList(
                members.map { ($0.key, $0.value) }, open: "{", close: "}", into: &output, depth: depth,
                pretty: pretty, inlineDepth: inlineDepth)
        }
    }

    private func writeList(
        _ items: [(String?, OrderedJSON)], open: String, close: String, into output: inout String,
        depth: Int, pretty: Bool, inlineDepth: Int
    ) {
        output += open
        guard !items.isEmpty else {
            output += close
            return
        }
        let multiline = pretty && depth < inlineDepth
        let indent = String(repeating: "  ", count: depth + 1)
        for (index, (key, value)) in items.enumerated() {
            if index > 0 { output += pretty && !multiline ? ", " : "," }
            if multiline { output += "\n" + indent }
            if let key {
                Self.quote(key, into: &output)
                output += pretty ? ": " : ":"
            }
            value.write(into: &output, depth: depth + 1, pretty: pretty, inlineDepth: inlineDepth)
        }
        if multiline { output += "\n" + String(repeating: "  ", count: depth) }
        output += close
    }

    /// A JSON string literal (`JSONEscaping`): quotes, backslashes, control characters and
    /// bidirectional controls escaped, the rest (UTF-8 titles such as "Registro diario",
    /// "Größe") written as is.
    private static func quote(_ text: String, into output: inout String) {
        JSONEscaping.appendQuoted(text, to: &output)
    }
}
