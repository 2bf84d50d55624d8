import FormanzaBase
import Testing

/// The plural rules of real catalogs give the forms gettext's own evaluator gives; a broken
/// or hostile rule falls back to `n != 1` without crashing.
@Suite struct PluralRuleTests {
    func forms(_ header: String, _ counts: [Int]) -> [Int] {
        let rule = PluralRule(header: "Plural-Forms: \(header)\n")
        return counts.map { rule.form(for: $0) }
    }

    @Test func realLanguagesRules() {
        #expect(forms("nplurals=2; plural=(n != 1);", [0, 1, 2, 11]) == [1, 0, 1, 1])
        #expect(forms("nplurals=2; plural=(n > 1);", [0, 1, 2]) == [0, 0, 1])  // French
        #expect(forms("nplurals=1; plural=0;", [0, 1, 7]) == [0, 0, 0])  // Japanese
        let polish = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
        #expect(forms(polish, [1, 2, 4, 5, 12, 14, 22, 25, 112]) == [0, 1, 1, 2, 2, 2, 1, 2, 2])
        let arabic =
            "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);"
        #expect(forms(arabic, [0, 1, 2, 3, 10, 11, 99, 100, 102]) == [0, 1, 2, 3, 3, 4, 4, 5, 5])
        #expect(forms("nplurals=3; plural=!(n - 1) ? 0 : n * 2 / 4 + 1 - 1 > 0 ? 1 : 2;", [1, 0, 2]) == [0, 2, 1])
    }

    @Test func badRulesFallBackToEnglishOnes() {
        for header in [
            "nplurals=2; plural=n +;", "nplurals=2; plural=(n != 1;", "nplurals=2; plural=n ! 1;", "plural=n;",
            "nplurals=0; plural=0;", "nplurals=2; plural=n $ 2;", "nplurals=2; plural=99999999999999999999999;",
            "nplurals=2; plural=" + String(repeating: "(", count: 1000) + "n" + String(repeating: ")", count: 1000)
                + ";",
            "nplurals=2; plural=" + String(repeating: "!", count: 1000) + "n;",
        ] {
            #expect(forms(header, [0, 1, 2]) == [1, 0, 1], "\(header.prefix(60))")
        }
        // Parsed, but unusable for some counts: division by zero, overflow, a form out of range.
        #expect(forms("nplurals=2; plural=1 / (n - 1);", [1, 2]) == [0, 1])
        #expect(forms("nplurals=2; plural=n * 9223372036854775807;", [2]) == [1])
        #expect(forms("nplurals=2; plural=n + 5;", [0, 1]) == [1, 0])
        #expect(forms("nplurals=1; plural=n;", [0, 1, 2]) == [0, 0, 0])
    }

    @Test func randomExpressionsNeverCrash() {
        var rng = SplitMix(seed: 42)
        let pieces = [
            "n", "1", "0", "10", "100", "(", ")", "?", ":", "!", "==", "!=", "<", ">", "<=", ">=", "&&", "||",
            "%", "+", "-", "*", "/", "9223372036854775807",
        ]
        for _ in 0..<5_000 {
            let text = (0..<Int(rng.next() % 40)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }
            let rule = PluralRule(header: "Plural-Forms: nplurals=3; plural=\(text.joined(separator: " "));")
            for n in [0, 1, 2, 5, 11, 101, Int.max] {
                #expect((0..<3).contains(rule.form(for: n)))
            }
        }
    }
}

/// Which catalog a person's environment asks for, as gettext chooses.
@Suite struct LanguageChoiceTests {
    @Test func theLocaleAndLanguageListDecide() {
        #expect(Language.candidates(environment: ["LANG": "es_ES.UTF-8"]) == ["es_ES", "es"])
        #expect(Language.candidates(environment: ["LC_ALL": "pt_BR.UTF-8@euro", "LANG": "es_ES"]) == ["pt_BR", "pt"])
        #expect(Language.candidates(environment: ["LC_MESSAGES": "de_DE", "LANG": "es_ES"]) == ["de_DE", "de"])
        #expect(
            Language.candidates(environment: ["LANGUAGE": "fr:es_MX", "LANG": "de_DE.UTF-8"])
                == ["fr", "es_MX", "es", "de_DE", "de"])
        // LANGUAGE counts only when the locale is not C, as in gettext.
        #expect(Language.candidates(environment: ["LANGUAGE": "es", "LANG": "C.UTF-8"]).isEmpty)
        #expect(Language.candidates(environment: ["LANGUAGE": "es"]).isEmpty)
        // A name that could leave the locale directory is skipped.
        #expect(Language.candidates(environment: ["LANGUAGE": "../../etc:es", "LANG": "x/y"]) == ["es"])
    }

    @Test func englishNeedsNoCatalogAndStopsTheSearch() {
        #expect(Language.current(environment: ["LANGUAGE": "en:es", "LANG": "es_ES.UTF-8"]) == .en)
        #expect(Language.current(environment: ["LANG": "zz_ZZ.UTF-8"]) == .en)
        #expect(Language.current(environment: [:]) == .en)
    }
}
