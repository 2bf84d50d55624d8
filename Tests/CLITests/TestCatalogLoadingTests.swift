import FormanzaTestSupport
import Foundation
import Testing

/// `scripts/check-test-catalogs`: a suite that reads Spanish loads the catalogs in its own
/// initializer, so it does not pass or fail by which suite happened to run before it.
@Suite struct TestCatalogLoadingTests {
    /// Runs the check with `arguments` (`CatalogTests.script` runs the checkout's scripts).
    func check(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try CatalogTests.script(["check-test-catalogs"] + arguments)
    }

    @Test func everySuiteThatReadsSpanishLoadsTheCatalogsItself() throws {
        let result = try check([])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aSuiteCountingOnAnotherToLoadThemIsNamed() throws {
        let planted = try TemporaryDirectory(prefix: "suites")
        try FileManager.default.createDirectory(
            atPath: planted.path + "/Tests/Planted", withIntermediateDirectories: true)
        try #"""
        @Suite struct Loads {
            init() { TestCatalogs.install() }
            @Test func a() { #expect(x.message(in: .es) == "") }
        }
        @Suite(.serialized) @MainActor struct Forgets {
            // .es in a comment is no use of Spanish, nor "Language.es" in a string's words.
            @Test func a() { let s = "\(x.message(in: .es))" }
        }
        @Suite struct English {
            @Test func a() { #expect(x.message(in: .en) == "Language.es") }
        }
        @Suite struct Outer {
            init() { TestCatalogs.install() }
            @Suite struct Inner {
                @Test func a() { _ = Language.es }
            }
        }
        @Suite struct ByProperty {
            let catalogs: Void = TestCatalogs.install()
            @Test func a() { _ = Language.es }
        }
        @Suite struct Elsewhere {
            static func load() { TestCatalogs.install() }
        }
        """#.write(toFile: planted.path + "/Tests/Planted/A.swift", atomically: true, encoding: .utf8)
        try "extension Elsewhere {\n    @Test func b() { _ = y(.es) }\n}\n".write(
            toFile: planted.path + "/Tests/Planted/B.swift", atomically: true, encoding: .utf8)
        let result = try check(["--root", planted.path])
        #expect(result.status == 1)
        let named = result.output.split(separator: "\n").map { $0.prefix { $0 != " " } }
        #expect(
            named == ["Tests/Planted/A.swift:5:", "Tests/Planted/A.swift:14:", "Tests/Planted/A.swift:22:"],
            "\(result.output)")
    }
}
