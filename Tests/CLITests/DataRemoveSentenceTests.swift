import FormanzaBase
import FormanzaTestSupport
import Testing

@testable import FormanzaCLI

/// `data remove`'s last line: the value, then what went with it, joined as each language joins a
/// list of names (the catalog says how), never by code that asks which language it is.
@Suite struct DataRemoveSentenceTests {
    init() { TestCatalogs.install() }

    @Test func theRemovedNamesAreJoinedAsTheLanguageJoinsThem() {
        let en = Language.en
        #expect(DataRemoveCommand.removed("\"Height\"", along: [], en) == "Removed \"Height\".")
        #expect(DataRemoveCommand.removed("\"Height\"", along: ["\"BMI\""], en) == "Removed \"Height\" and \"BMI\".")
        #expect(
            DataRemoveCommand.removed("\"Height\"", along: ["\"BMI\"", "\"Goal\"", "\"Size\""], en)
                == "Removed \"Height\" and \"BMI\", \"Goal\", \"Size\".")
        let es = Language.es
        #expect(DataRemoveCommand.removed("«Altura»", along: [], es) == "Se quitó «Altura».")
        #expect(DataRemoveCommand.removed("«Altura»", along: ["«IMC»"], es) == "Se quitó «Altura» y «IMC».")
        #expect(
            DataRemoveCommand.removed("«Altura»", along: ["«IMC»", "«Meta»", "«Talla»"], es)
                == "Se quitó «Altura», «IMC», «Meta» y «Talla».")
    }
}
