import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTestSupport
import Foundation
import Testing

/// The Spanish of every message in po/es.po must read as a native speaker writes it, in the
/// app's own words. These checks read the catalog itself, so a literal translation that was
/// rewritten once cannot come back in a new string.
@Suite struct SpanishWordingTests {
    init() { TestCatalogs.install() }

    static let catalog = TestCatalogs.poDirectory + "/es.po"

    /// Phrasings found reading as translated English, each with the wording used instead.
    static let rejected: [(pattern: String, instead: String)] = [
        (#"\bEnter\b"#, "the key is «Intro» on a Spanish keyboard"),
        (#"\bbajo (\d|\{\d)"#, "a bound reads «por debajo de 74», not «bajo 74»"),
        (#"\b[Tt]alles?\b"#, "the size is «Talla»"),
        (#"\b(b|r|Supr) Borrar\b"#, "taking an answer away is «Quitar», as the app says"),
        (#"\b[Uu]nid[oa]s?\b|\bal unir\b|\bse une\b|\by une\b"#, "sync merges with «combinar»"),
        (#"por omisión"#, "a default is «por defecto»"),
        (#"\p{L}\(s\)"#, "a count takes its real plural («1 formulario», «2 formularios»)"),
        (#"respuesta que usa\b"#, "a calculated value without its input «necesita» an answer"),
        (#"min tarde"#, "lateness is «con N min de retraso»"),
        (#"(?i)leer sin cambiar"#, "a check-in opened to look is «en solo lectura»"),
        (
            #"^(Quitad|Agregad|Cread|Eliminad|Guardad|Importad|Reemplazad|Fijad|Borrad)[oa]s? "#,
            "a done action starts «Se quitó…», «Se agregó…», not with an English-order participle"
        ),
        (#"copia buena"#, "a backup that passes its check is «válida»"),
    ]

    /// English words whose Spanish is fixed, so a literal echo of the English cannot return.
    static let pairs: [(english: String, notSpanish: String)] = [
        ("on", "sí"), ("off", "no"), ("Insight", "Dato"), ("Size", "Talle"), ("Remove", "Borrar"),
    ]

    /// Every entry of the Spanish catalog but its header.
    static func spanishEntries() throws -> [POFile.Entry] {
        try POFile(text: String(contentsOfFile: catalog, encoding: .utf8)).entries.filter { !$0.id.isEmpty }
    }

    static func offences(_ entries: [POFile.Entry], file: String = "es.po") throws -> [String] {
        var found: [String] = []
        for entry in entries {
            for spanish in entry.translations {
                for rule in rejected where spanish.contains(try Regex(rule.pattern)) {
                    found.append("\(file):\(entry.line): \(spanish) — \(rule.instead)")
                }
                for pair in pairs where entry.id == pair.english && spanish == pair.notSpanish {
                    found.append("\(file):\(entry.line): \(spanish) for \(entry.id)")
                }
            }
        }
        return found
    }

    @Test func theCatalogIsReadWhole() throws {
        let entries = try Self.spanishEntries()
        // Over a thousand messages are translated; far fewer means the reader lost its way.
        #expect(entries.count > 1000, "only \(entries.count) entries read")
        #expect(entries.contains { $0.id == "Remove" && $0.translations == ["Quitar"] })
        #expect(entries.contains { $0.id == "Insight" && $0.translations == ["Observación"] })
    }

    @Test func noSpanishStringUsesARejectedForm() throws {
        let offences = try Self.offences(try Self.spanishEntries())
        #expect(offences.isEmpty, "\(offences.joined(separator: "\n"))")
    }

    @Test func theRejectedFormsAreCaught() throws {
        // One entry a line, each planted at the line of its number.
        let planted = [
            ("Enter keeps it", "Enter lo acepta"), (" below {0}", " bajo {0}"), ("Size", "Talle"), ("on", "sí"),
            ("Merged {0}", "Unidos {0}"), ("{0} form(s)", "{0} formulario(s)"), ("Removed \"{0}\"", "Quitado «{0}»"),
            ("r Remove", "b Borrar"), ("Insight", "Dato"), ("OK", "BIEN, {0}"), ("Saved {0}", "Guardada {0}"),
        ]
        let text = planted.map {
            "msgid \"\($0.0.replacingOccurrences(of: "\"", with: "\\\""))\"\nmsgstr \"\($0.1)\"\n"
        }
        let entries = POFile(text: text.joined(separator: "\n")).entries
        #expect(entries.count == planted.count, "\(entries)")
        #expect(entries.map(\.id) == planted.map(\.0))
        let offences = try Self.offences(entries, file: "Planted.po")
        for (index, entry) in entries.enumerated() where index != 9 {
            #expect(offences.contains { $0.hasPrefix("Planted.po:\(entry.line):") }, "entry \(index + 1): \(offences)")
        }
        #expect(!offences.contains { $0.hasPrefix("Planted.po:\(entries[9].line):") }, "\(offences)")
    }

    @Test func countsTakeTheNumberOfTheirNoun() throws {
        #expect(Language.es.trn("{0} answer", "{0} answers", 1) == "1 respuesta")
        #expect(Language.es.trn("{0} answer", "{0} answers", 0) == "0 respuestas")
        #expect(Language.en.trn("{0} form", "{0} forms", 1) == "1 form")
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
