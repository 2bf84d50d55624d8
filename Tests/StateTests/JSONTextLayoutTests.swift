import Foundation
import Testing

@testable import FormanzaBase

/// `JSONText`'s layouts against the general encoder they replaced: nesting, empty arrays and
/// objects, members left out when absent, numbers, and the error of a number JSON cannot hold.
@Suite struct JSONTextLayoutTests {
    struct Row: Encodable, JSONElement {
        var name: String
        var count: Int?
        var share: Double?
        var done: Bool?
        var tags: [String]
        var children: [Row]

        func write(_ w: inout JSONText) throws {
            try w.object { w in
                try w.array(key: "children") { w in for child in children { try child.write(&w) } }
                w.member("count", ifPresent: count)
                w.member("done", ifPresent: done)
                w.key("name")
                try w.value(name)
                try w.member("share", ifPresent: share)
                w.key("tags")
                try w.array(tags)
            }
        }
    }

    static let rows = [
        Row(name: "a/b", count: nil, share: nil, done: nil, tags: [], children: []),
        Row(
            name: "top", count: -3, share: 0.25, done: true, tags: ["x", "y/z"],
            children: [
                Row(name: "child", count: 0, share: 1e21, done: false, tags: [], children: []),
                Row(name: "é\u{202E}", count: nil, share: -0.0, done: nil, tags: ["\u{85}"], children: []),
            ]),
    ]

    static func oracle(_ layout: JSONLayout) throws -> String {
        let encoder = JSONEncoder()
        var formatting: JSONEncoder.OutputFormatting = [.sortedKeys]
        if layout.indented { formatting.insert(.prettyPrinted) }
        if !layout.escapesSlashes { formatting.insert(.withoutEscapingSlashes) }
        encoder.outputFormatting = formatting
        let raw = Array(try encoder.encode(rows))
        return String(decoding: layout.escapesHidden ? JSONEscaping.escapingHidden(raw) : raw, as: UTF8.self)
    }

    @Test func everyLayoutWritesTheEncodersBytes() throws {
        for layout in [JSONLayout.indented, .oneLine, .record] {
            let written = String(decoding: try JSONText.document(Self.rows, layout: layout), as: UTF8.self)
            #expect(written == (try Self.oracle(layout)), "indented: \(layout.indented)")
        }
        let oneLine = String(decoding: try JSONText.document(Self.rows[0], layout: .oneLine), as: UTF8.self)
        #expect(oneLine == #"{"children":[],"name":"a/b","tags":[]}"#)
    }

    @Test func nothingIsNullAndAnAbsentMemberLeavesNoComma() throws {
        var w = JSONText(layout: .oneLine)
        try w.object { w in
            w.member("a", ifPresent: Int?.none)
            try w.member("b", ifPresent: String?.none)
            w.key("c")
            try Row?.none.write(&w)
            try w.member("d", ifPresent: Row?.none)
        }
        #expect(String(decoding: w.bytes, as: UTF8.self) == #"{"c":null}"#)
    }

    @Test func aNumberJSONCannotHoldIsRefusedAndNothingWritten() throws {
        for number in [Double.nan, .infinity, -.infinity] {
            var w = JSONText(layout: .oneLine)
            #expect(throws: JSONNumberError(number: number)) { try w.value(number) }
            #expect(w.bytes.isEmpty)
            #expect(throws: (any Error).self) { _ = try JSONEncoder().encode(number) }
        }
        #expect(JSONNumberError(number: -.infinity).message(in: .en) == "cannot write -inf as a JSON number")
    }
}
