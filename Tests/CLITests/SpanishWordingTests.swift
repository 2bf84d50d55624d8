import FormanzaBase
import FormanzaState
import FormanzaTestSupport
import Foundation
import Testing

/// The Spanish of every `pick(English, Spanish)` in Sources must read as a native speaker writes
/// it, in the app's own words. These checks read the sources themselves, so a literal translation
/// that was rewritten once cannot come back in a new string.
@Suite struct SpanishWordingTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Phrasings found reading as translated English, each with the wording used instead.
    static let rejected: [(pattern: String, instead: String)] = [
        (#"\bEnter\b"#, "the key is «Intro» on a Spanish keyboard"),
        (#"\bbajo (\d|\\\()"#, "a bound reads «por debajo de 74», not «bajo 74»"),
        (#"\b[Tt]alles?\b"#, "the size is «Talla»"),
        (#"\b(b|r|Supr) Borrar\b"#, "taking an answer away is «Quitar», as the app says"),
        (#"\b[Uu]nid[oa]s?\b|\bal unir\b|\bse une\b|\by une\b"#, "sync merges with «combinar»"),
        (#"por omisión"#, "a default is «por defecto»"),
        (#"\p{L}\(s\)"#, "a count takes its real plural («1 formulario», «2 formularios»)"),
        (#"respuesta que usa\b"#, "a calculated value without its input «necesita» an answer"),
        (#"min tarde"#, "lateness is «con N min de retraso»"),
        (#"(?i)leer sin cambiar"#, "a check-in opened to look is «en solo lectura»"),
        (
            #"(^"|[?:] ")(Quitad|Agregad|Cread|Eliminad|Guardad|Importad|Reemplazad|Fijad|Borrad)[oa]s? "#,
            "a done action starts «Se quitó…», «Se agregó…», not with an English-order participle"
        ),
        (#"copia buena"#, "a backup that passes its check is «válida»"),
    ]

    /// English words whose Spanish is fixed, so a literal echo of the English cannot return.
    static let pairs: [(english: String, notSpanish: String)] = [
        ("\"on\"", "\"sí\""), ("\"off\"", "\"no\""), ("\"Insight\"", "\"Dato\""), ("\"Size\"", "\"Talle\""),
        ("\"Remove\"", "\"Borrar\""),
    ]

    /// Every Spanish argument the sources hold, each with where it is and its English.
    static func spanishArguments() throws -> [PickCall] {
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var calls: [PickCall] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            calls += PickCall.all(in: text, file: file)
        }
        return calls
    }

    static func offences(_ calls: [PickCall]) throws -> [String] {
        var found: [String] = []
        for call in calls {
            for rule in rejected where call.spanish.contains(try Regex(rule.pattern)) {
                found.append("\(call.place): \(call.spanish) — \(rule.instead)")
            }
            for pair in pairs where call.english == pair.english && call.spanish == pair.notSpanish {
                found.append("\(call.place): \(call.spanish) for \(call.english)")
            }
        }
        return found
    }

    @Test func theSourcesAreReadWhole() throws {
        let calls = try Self.spanishArguments()
        // Over a thousand strings are picked; far fewer means the reader lost its way.
        #expect(calls.count > 1000, "only \(calls.count) calls read")
        #expect(calls.contains { $0.english == "\"Remove\"" && $0.spanish == "\"Quitar\"" })
        #expect(calls.contains { $0.english == "\"Insight\"" && $0.spanish == "\"Observación\"" })
    }

    @Test func noSpanishStringUsesARejectedForm() throws {
        let offences = try Self.offences(try Self.spanishArguments())
        #expect(offences.isEmpty, "\(offences.joined(separator: "\n"))")
    }

    @Test func theRejectedFormsAreCaught() throws {
        let planted = """
            let a = l.pick("Enter keeps it", "Enter lo acepta")
            let b = l.pick(" below \\(x)", " bajo \\(x)")
            let c = l.pick("Size", "Talle")
            let d = l.pick("on", "sí")
            let e = l.pick("Merged \\(n)", "Unidos \\(n)")
            let f = l.pick("\\(n) form(s)", "\\(n) formulario(s)")
            let g = l.pick("Removed \\"\\(t)\\"", "Quitado «\\(t)»")
            let h = l.pick("r Remove", "b Borrar")
            let i = l.pick("Insight", "Dato")
            let j = l.pick("OK", "BIEN, \\(list.map { pick("x", "y") }.joined())")
            let k = l.pick("Saved", "\\(n == 1 ? "Guardada 1" : "Guardadas \\(n)")")
            """
        let calls = PickCall.all(in: planted, file: "Planted.swift")
        #expect(calls.count == 12, "\(calls)")
        let offences = try Self.offences(calls)
        for line in 1...9 {
            #expect(offences.contains { $0.hasPrefix("Planted.swift:\(line):") }, "line \(line): \(offences)")
        }
        #expect(!offences.contains { $0.hasPrefix("Planted.swift:10:") }, "\(offences)")
        #expect(offences.contains { $0.hasPrefix("Planted.swift:11:") }, "\(offences)")
    }

    @Test func countsTakeTheNumberOfTheirNoun() throws {
        #expect(Language.es.counted(1, ("answer", "answers"), ("respuesta", "respuestas")) == "1 respuesta")
        #expect(Language.es.counted(0, ("answer", "answers"), ("respuesta", "respuestas")) == "0 respuestas")
        #expect(Language.en.counted(1, ("form", "forms"), ("formulario", "formularios")) == "1 form")
        let box = try FormsSandbox(language: "es_ES.UTF-8")
        let backup = try box.run("store", "backup", box.base + "/copia.db")
        #expect(backup.status == 0 && backup.stdout.contains("(1 formulario, 0 respuestas;"), "\(backup)")
        #expect(try box.run("answer", "weight=80").status == 0)
        let again = try box.run("store", "backup", box.base + "/otra.db")
        #expect(again.status == 0 && again.stdout.contains("(1 formulario, 1 respuesta;"), "\(again)")
    }

    @Test func remindersAndSettingsSaySwitchedOnInSpanish() throws {
        let box = try FormsSandbox(language: "es_ES.UTF-8")
        let forms = try box.run("forms")
        #expect(forms.status == 0 && forms.stdout.contains("08:00 activado · 21:00 activado"), "\(forms)")
        #expect(!forms.stdout.contains(" sí"), "\(forms)")
        let settings = try box.run("settings", "--auto-advance", "off")
        #expect(settings.status == 0, "\(settings)")
        #expect(settings.stdout.contains("Avance automático: desactivado"), "\(settings)")
        #expect(settings.stdout.contains("Precargar respuestas Sí/No: activado"), "\(settings)")
    }
}

/// One `pick(English, Spanish)` call: the source text of both arguments, as written.
struct PickCall: CustomStringConvertible {
    let file: String
    let line: Int
    let english: String
    let spanish: String

    var place: String { "\(file):\(line)" }
    var description: String { "\(place) \(english) / \(spanish)" }

    /// Every call of `pick(` in `text` with two arguments, its arguments with their whitespace
    /// folded. String literals (with escapes and interpolations) are skipped whole, so a comma
    /// or parenthesis inside one never splits an argument.
    static func all(in text: String, file: String) -> [PickCall] {
        let chars = Array(text)
        var calls: [PickCall] = []
        var index = 0
        while index < chars.count {
            guard chars[index] == "p", index + 5 <= chars.count, String(chars[index..<index + 5]) == "pick(",
                index == 0 || !(chars[index - 1].isLetter || chars[index - 1].isNumber || chars[index - 1] == "_")
            else {
                index += 1
                continue
            }
            let line = chars[0..<index].filter { $0 == "\n" }.count + 1
            let arguments = splitArguments(chars, from: index + 5)
            if arguments.count == 2 {
                calls.append(
                    PickCall(file: file, line: line, english: folded(arguments[0]), spanish: folded(arguments[1])))
            }
            // Calls nested inside the arguments are found too, so the scan goes on inside them.
            index += 5
        }
        return calls
    }

    static func folded(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The top-level arguments from just after an opening parenthesis to its match.
    static func splitArguments(_ chars: [Character], from start: Int) -> [String] {
        var arguments: [String] = []
        var depth = 0
        var current = start
        var index = start
        while index < chars.count {
            let char = chars[index]
            if char == "\"" {
                index = skipString(chars, from: index)
                continue
            }
            if "([{".contains(char) {
                depth += 1
            } else if ")]}".contains(char) {
                if depth == 0 {
                    arguments.append(String(chars[current..<index]))
                    return arguments
                }
                depth -= 1
            } else if char == ",", depth == 0 {
                arguments.append(String(chars[current..<index]))
                current = index + 1
            }
            index += 1
        }
        return []
    }

    /// The index just past the string literal that opens at `start`.
    static func skipString(_ chars: [Character], from start: Int) -> Int {
        if start + 2 < chars.count, chars[start + 1] == "\"", chars[start + 2] == "\"" {
            var index = start + 3
            while index + 2 < chars.count {
                if chars[index] == "\"", chars[index + 1] == "\"", chars[index + 2] == "\"" { return index + 3 }
                index += 1
            }
            return chars.count
        }
        var index = start + 1
        while index < chars.count {
            let char = chars[index]
            if char == "\\", index + 1 < chars.count, chars[index + 1] == "(" {
                // An interpolation: skip to its closing parenthesis, strings inside included.
                var depth = 1
                index += 2
                while index < chars.count, depth > 0 {
                    if chars[index] == "\"" {
                        index = skipString(chars, from: index)
                        continue
                    }
                    if chars[index] == "(" { depth += 1 }
                    if chars[index] == ")" { depth -= 1 }
                    index += 1
                }
                continue
            }
            if char == "\\" {
                index += 2
                continue
            }
            if char == "\"" || char == "\n" { return index + 1 }
            index += 1
        }
        return chars.count
    }
}
